import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Prose } from './Prose.tsx'

describe('Prose: editor text as paragraphs and lists', () => {
  it('starts a paragraph at each blank line and joins wrapped lines', () => {
    expect(renderToStaticMarkup(<Prose text={'One\nline.\n\n  Two.  \r\n\r\nThree.'} />)).toBe(
      '<div class="prose"><p>One line.</p><p>Two.</p><p>Three.</p></div>',
    )
  })

  it('turns lines starting with "- " into a list, after the sentence that leads into it', () => {
    expect(renderToStaticMarkup(<Prose text={'We help with:\n- reading\n- maths'} />)).toBe(
      '<div class="prose"><p>We help with:</p><ul><li>reading</li><li>maths</li></ul></div>',
    )
  })

  it('escapes whatever an editor types, so text can never become markup', () => {
    expect(renderToStaticMarkup(<Prose text="<script>alert(1)</script>" className="measure" />)).toBe(
      '<div class="prose measure"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>',
    )
  })
})
