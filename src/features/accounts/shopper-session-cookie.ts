/**
 * The readable companion of the httpOnly session cookie: holds no secret, only tells the page a
 * shopper is signed in, so the watchlist and Save this search load without asking the server first.
 */
export const SIGNED_IN_COOKIE = 'shopper_signed_in'

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`)

export const hasShopperSession = (): boolean => typeof document !== 'undefined' && SIGNED_IN.test(document.cookie)

/** After the server said the session ended (signed out elsewhere or expired). */
export function forgetShopperSession(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}
