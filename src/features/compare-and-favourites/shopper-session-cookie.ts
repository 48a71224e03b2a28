import { SIGNED_IN_COOKIE } from '@/domain/sign-in'

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`)

export const hasShopperSession = (): boolean => typeof document !== 'undefined' && SIGNED_IN.test(document.cookie)

/** After the server said the session ended (signed out elsewhere or expired). */
export function forgetShopperSession(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}
