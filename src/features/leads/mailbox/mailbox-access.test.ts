import { describe, expect, it } from 'vitest'

import { mailboxNameIds } from './mailbox-access'

describe('mailboxNameIds: which lead delivery a mailbox file belongs to (issue 8)', () => {
  it('reads the outbox key lead-{lead}-delivery-{delivery}.eml', () => {
    expect(mailboxNameIds('lead-12-delivery-34.eml')).toEqual({ leadId: 12, deliveryId: 34 })
  })

  it.each([
    'lead-12-delivery-34.eml.tmp',
    '.lead-12-delivery-34.eml',
    'lead-12-crm-adf.eml',
    'lead-x-delivery-1.eml',
    'manual.eml',
    '../lead-1-delivery-2.eml',
  ])('%s is no delivery', (name) => {
    expect(mailboxNameIds(name)).toBeNull()
  })
})
