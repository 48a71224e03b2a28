import { describe, expect, it } from 'vitest'

import { sendStep } from './step-mutations'

/** A send that records when it starts and ends, and answers when the test says. */
function deferredSend(log: string[], name: string) {
  let answer!: (value: string) => void
  const send = () => {
    log.push(`${name} sent`)
    return new Promise<string>((resolve) => (answer = resolve)).then((value) => {
      log.push(`${name} answered`)
      return value
    })
  }
  return { send, answer: (value: string) => answer(value) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("a flow's step sent through the mutation cache (issue 42)", () => {
  it('a second submit of the same flow waits for the first to answer, never races it to the server', async () => {
    const log: string[] = []
    const first = deferredSend(log, 'first')
    const second = deferredSend(log, 'second')
    const firstAnswer = sendStep('/api/checkout', first.send)
    const secondAnswer = sendStep('/api/checkout', second.send)
    await tick()
    expect(log).toEqual(['first sent'])
    first.answer('one')
    await expect(firstAnswer).resolves.toBe('one')
    await tick()
    second.answer('two')
    await expect(secondAnswer).resolves.toBe('two')
    expect(log).toEqual(['first sent', 'first answered', 'second sent', 'second answered'])
  })

  it('two different flows are sent side by side', async () => {
    const log: string[] = []
    const checkout = deferredSend(log, 'checkout')
    const tradeIn = deferredSend(log, 'trade-in')
    const answers = Promise.all([sendStep('/api/checkout', checkout.send), sendStep('/api/trade-in', tradeIn.send)])
    await tick()
    expect(log).toEqual(['checkout sent', 'trade-in sent'])
    tradeIn.answer('b')
    checkout.answer('a')
    await expect(answers).resolves.toEqual(['a', 'b'])
  })

  it('sends even when the browser reports it is offline, so the step shows its problem instead of waiting', async () => {
    const { onlineManager } = await import('@tanstack/react-query')
    onlineManager.setOnline(false)
    try {
      await expect(sendStep('/api/trade-in', () => Promise.resolve('sent'))).resolves.toBe('sent')
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
