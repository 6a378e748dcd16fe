import { describe, expect, it } from 'vitest'
import { inTurn, nextTask } from './in-turn'

describe('inTurn', () => {
  it('runs the first step at once and each next one in a later task, in order', async () => {
    const ran: string[] = []
    const done = inTurn([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')])
    expect(ran).toEqual(['a'])
    await done
    expect(ran).toEqual(['a', 'b', 'c'])
  })

  it('waits for a step that returns a promise before the next', async () => {
    const ran: string[] = []
    await inTurn([
      async () => {
        await nextTask()
        ran.push('slow')
      },
      () => ran.push('next'),
    ])
    expect(ran).toEqual(['slow', 'next'])
  })

  it('yields to a timer queued before it', async () => {
    const ran: string[] = []
    setTimeout(() => ran.push('timer'), 0)
    await nextTask()
    await nextTask()
    expect(ran).toEqual(['timer'])
  })
})
