// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Changing, ClockContext, statesWhere, textAt, Timed, type Clock } from './timed'

// A build at 100 with three changes to come, at 200, 300 and 400: states 0 (from 100) to 3 (from 400).
const clock: Clock = { builtAt: 100, boundaries: [200, 300, 400] }

function draw(when: (now: number) => boolean, inline = false) {
  const { container } = render(
    <ClockContext value={clock}>
      <p>
        <Timed when={when} inline={inline}>
          <b>texto</b>
        </Timed>
      </p>
    </ClockContext>,
  )
  return container.querySelector('p')!.innerHTML
}

describe('statesWhere', () => {
  it('asks at the first instant of each state', () => {
    const asked: number[] = []
    expect(statesWhere(clock, (now) => (asked.push(now), now >= 300))).toEqual([2, 3])
    expect(asked).toEqual([100, 200, 300, 400])
  })
})

describe('Timed', () => {
  it('marks what holds in some states with those states', () => {
    expect(draw((now) => now >= 200 && now < 400, true)).toBe('<span data-when="1 2"><b>texto</b></span>')
    expect(draw((now) => now < 200)).toBe('<div data-when="0"><b>texto</b></div>')
  })

  it('draws what always holds from the build on as it is, and nothing of what never holds again', () => {
    expect(draw(() => true)).toBe('<b>texto</b>')
    expect(draw((now) => now < 100)).toBe('')
  })
})

describe('Changing', () => {
  const text = { changesAt: 300, before: 'acontece', after: 'aconteceu' }
  const drawn = (node: React.ReactNode) => render(<ClockContext value={clock}>{node}</ClockContext>).container.innerHTML

  it('keeps each variant for its states, inside a line when inline', () => {
    expect(drawn(<Changing inline text={text} />)).toBe('<span data-when="0 1">acontece</span><span data-when="2 3">aconteceu</span>')
    expect(drawn(<Changing text={{ ...text, before: null }} draw={(t) => <p>{t}</p>} />)).toBe(
      '<div data-when="2 3"><p>aconteceu</p></div>',
    )
  })

  it('is one text where it must be one, as it is at an instant', () => {
    expect([textAt(text, 299), textAt(text, 300)]).toEqual(['acontece', 'aconteceu'])
  })
})
