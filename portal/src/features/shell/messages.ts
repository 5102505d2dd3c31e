import english from '../../locales/en/shell.json'
import { registerMessages } from '../../i18n/messages'

/** The signed-in frame's words: header, profile menu, side menus, dashboards and pages still to come. */
export const shell = registerMessages(english)

/** An id of the shell's catalogue (side-menu items name their label by one). */
export type ShellMessageId = Parameters<typeof shell.t>[0]
