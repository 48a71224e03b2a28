/**
 * GET /api/lead-deliveries/mailbox/:name: one offline-mailbox message as its .eml file, for the
 * admin's mailbox view (issue 8). Signed-in admin users only, and only messages they may see
 * (mailbox-access.ts). The mailbox modules load on the first request, not with the Payload config.
 */
import type { PayloadRequest } from 'payload'

import { hasErrorCode } from '../../../platform/error-code'

const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

export async function downloadMailboxMessage(req: PayloadRequest): Promise<Response> {
  if (!req.user) return problem(401, 'Sign in to open the mailbox.')
  const [{ mailboxInUse, visibleMailboxMessage }, { MAILBOX_NAME_ERROR }] = await Promise.all([
    import('./mailbox-access'),
    import('../delivery/mailbox-reader'),
  ])
  if (!mailboxInUse()) return problem(404, 'Lead mail goes through SMTP: there is no offline mailbox.')
  const name = String(req.routeParams?.name ?? '')
  try {
    const message = await visibleMailboxMessage({ payload: req.payload, user: req.user }, name)
    if (!message) return problem(404, 'No such message in your mailbox.')
    return new Response(message.raw, {
      status: 200,
      headers: {
        'Content-Type': 'message/rfc822',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    if (hasErrorCode(error, MAILBOX_NAME_ERROR)) return problem(400, 'Not a mailbox message name.')
    throw error
  }
}
