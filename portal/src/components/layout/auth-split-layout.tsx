import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { BRAND_NAME } from '../../lib/brand'
import { common } from '../../lib/common-messages'
import { useMessages } from '../../i18n/messages'
import { cn } from '../../lib/utils'
import { BrandMark } from './brand-mark'
import { LanguageSwitcher } from './language-switcher'

/**
 * The sign-in pages' frame (login, parent registration): a brand panel with highlights on wide
 * screens beside the page's card, which stands alone under the brand mark on narrow ones.
 */
export function AuthSplitLayout({
  heading,
  highlights,
  children,
  contentClassName,
}: {
  heading: string
  highlights: readonly { icon: LucideIcon; text: string }[]
  children: ReactNode
  contentClassName?: string
}) {
  const t = useMessages(common)
  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-teal-700 via-teal-800 to-sky-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="absolute -top-24 -end-24 size-96 rounded-full bg-white/5" />
        <div aria-hidden="true" className="absolute -bottom-32 -start-16 size-80 rounded-full bg-sky-400/10" />
        <p className="relative text-lg font-semibold">{BRAND_NAME}</p>
        <div className="relative max-w-md">
          <h2 className="text-3xl leading-tight font-bold">{heading}</h2>
          <ul className="mt-8 grid gap-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-teal-50">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-teal-100">{t('common.brand.tagline')}</p>
      </aside>

      <main id="main" className={cn('flex flex-col items-center justify-center px-4 py-10 sm:px-6', contentClassName)}>
        <BrandMark className="mb-8 lg:hidden" />
        <LanguageSwitcher className="mb-6 self-end" />
        {children}
      </main>
    </div>
  )
}
