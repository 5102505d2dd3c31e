// TEMPORARY harness for looking at the trial views before the engine lands. Not committed.
import './index.css'
import { createRoot } from 'react-dom/client'
import { useState } from 'react'
import jtp from './features/games/join-the-path/index'
import wcf from './features/games/who-came-first/index'
import { MessagesProvider } from './i18n/provider'
import { i18n } from './i18n/messages'
import { compileMessage } from '@lingui/message-utils/compileMessage'
i18n.setMessagesCompiler(compileMessage)
import type { GameModule } from './features/games/engine/contract'

const q = new URLSearchParams(location.search)
const game = (q.get('game') === 'wcf' ? wcf : jtp) as unknown as GameModule
const seed = Number(q.get('seed') ?? 1)
const level = Number(q.get('level') ?? 1)
const settings = {
  sound: (q.get('sound') ?? 'soft') as 'off',
  motion: (q.get('motion') ?? 'full') as 'none',
  celebration: 'quiet' as const,
  targetSize: (q.get('size') === 'xl' ? 'extra-large' : 'large') as 'large',
  highContrast: q.get('hc') === '1',
}
;(window as unknown as { log: unknown[] }).log = []
const log = (window as unknown as { log: unknown[] }).log
function App() {
  const [result, setResult] = useState('')
  const item = game.definition.generate(seed, level)
  return (
    <div className="mx-auto max-w-3xl p-4">
      <h1 className="mb-2 text-xl font-bold">{game.definition.instruction(item, level)}</h1>
      <div data-testid="game-trial" data-seed={seed} data-level={level}>
        <game.TrialView
          item={item}
          level={level}
          settings={settings}
          onAnswer={(r) => {
            log.push(['answer', r])
            setResult(JSON.stringify(r) + ' ' + JSON.stringify(game.definition.score(item, r)))
          }}
          onReplay={() => log.push(['replay'])}
          playTone={(f, d) => log.push(['tone', f, d])}
          speak={async (text) => void log.push(['speak', text])}
        />
      </div>
      <p data-testid="result">{result}</p>
    </div>
  )
}
createRoot(document.getElementById('root')!).render(<MessagesProvider><App /></MessagesProvider>)
