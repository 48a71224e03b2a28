import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { MailboxMessage } from '../delivery/mailbox-reader'
import { MessageDetail, MessageList, sizeText } from './mailbox-parts'

const message: MailboxMessage = {
  name: 'lead-12-delivery-34.eml',
  size: 2458,
  modifiedAt: new Date('2026-03-14T02:31:00Z'),
  date: new Date('2026-03-14T02:30:00Z'),
  subject: 'New test drive booking: 2023 Toyota RAV4 GX',
  to: 'sales@harbour.test',
  from: 'leads@dealer-platform.test',
  replyTo: 'jane@example.com',
  messageId: '<lead-12-delivery-34@dealer-platform.test>',
  text: 'Name: Jane <script>alert(1)</script>\n',
  html: '<p>Jane</p><script>alert(1)</script>',
  raw: '',
}

describe('mailbox view markup (issue 8 offline mailbox in the admin)', () => {
  it('lists date on the Sydney clock, recipient, subject linking to the message, and size', () => {
    const html = renderToStaticMarkup(createElement(MessageList, { entries: [message], adminRoute: '/admin' }))
    expect(html).toContain('<td>14/03/2026 13:30</td>')
    expect(html).toContain('<td>sales@harbour.test</td>')
    expect(html).toContain('href="/admin/mailbox/lead-12-delivery-34.eml"')
    expect(html).toContain('>New test drive booking: 2023 Toyota RAV4 GX</a>')
    expect(html).toContain('<td>2.4 KB</td>')
  })

  it('says so when there are no messages', () => {
    expect(renderToStaticMarkup(createElement(MessageList, { entries: [], adminRoute: '/admin' }))).toContain('No messages yet')
  })

  it('shows headers, the text body escaped in a pre, and the HTML body only inside a sandboxed iframe', () => {
    const html = renderToStaticMarkup(createElement(MessageDetail, { message, adminRoute: '/admin', apiRoute: '/api' }))
    expect(html).toContain('<dt>Reply-To</dt><dd>jane@example.com</dd>')
    expect(html).toContain('<pre class="admin-mailbox__text">Name: Jane &lt;script&gt;alert(1)&lt;/script&gt;\n</pre>')
    expect(html).toMatch(
      /<iframe class="admin-mailbox__html" sandbox="" title="[^"]+" srcDoc="&lt;meta http-equiv=&quot;Content-Security-Policy&quot; content=&quot;default-src &#x27;none&#x27;/,
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('href="/api/lead-deliveries/mailbox/lead-12-delivery-34.eml" download=""')
    expect(html).toContain('href="/admin/collections/leads/12"')
  })

  it('leaves out the HTML frame for a plain-text message (CRM mail) and the lead link for other files', () => {
    const html = renderToStaticMarkup(
      createElement(MessageDetail, { message: { ...message, name: 'manual.eml', html: null }, adminRoute: '/admin', apiRoute: '/api' }),
    )
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('/admin/collections/leads/')
  })

  it('sizes', () => {
    expect([sizeText(812), sizeText(2458), sizeText(3 * 1024 * 1024)]).toEqual(['812 B', '2.4 KB', '3.0 MB'])
  })
})
