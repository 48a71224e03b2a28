/** A step's answer from the server: the body on success, else the status and the problem the endpoint described. */
export type StepAnswer<Ok, Problem> = { ok: true; body: Ok } | { ok: false; status: number; body: Problem & { message?: string } }

/** Sends a flow's step to its endpoint; a network failure reads as a problem the page can show, never a thrown error. */
export async function postStep<Ok, Problem>(url: string, body: unknown): Promise<StepAnswer<Ok, Problem>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const json: unknown = await response.json().catch(() => ({}))
    return response.ok ? { ok: true, body: json as Ok } : { ok: false, status: response.status, body: json as Problem & { message?: string } }
  } catch {
    return unreachable<Problem>()
  }
}

/** The answer when the site could not be reached: status 0, a message the step shows. */
export function unreachable<Problem>(): StepAnswer<never, Problem> {
  return { ok: false, status: 0, body: { message: 'We could not reach the site. Check your connection and try again.' } as Problem & { message?: string } }
}
