import { Gamepad2 } from 'lucide-react'
import { PlaceholderPage } from '../../components/layout/placeholder-page'
import { shell } from '../../features/shell/messages'
import { useMessages } from '../../i18n/messages'

export function GamesPage() {
  const t = useMessages(shell)
  return (
    <PlaceholderPage
      title={t('shell.placeholder.games.title')}
      icon={<Gamepad2 aria-hidden="true" />}
      description={t('shell.placeholder.games.description')}
    />
  )
}
