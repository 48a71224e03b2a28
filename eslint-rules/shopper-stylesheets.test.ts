import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** Shopper styles come as one stylesheet (src/app/(site)/styles.css): no component brings its own render-blocking request. */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

async function stylesheetErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('shopper stylesheets', () => {
  it.each([
    ["a feature's own", 'src/features/vehicle/page/Example.client.tsx', "import './vehicle.css'\n"],
    ["a library's (swiper's, which a component once imported beside styles.css)", 'blocks/LocationList/Example.client.tsx', "import 'swiper/css'\n"],
    ["a library's module stylesheet", 'src/components/Example.client.tsx', "import 'swiper/css/navigation'\n"],
  ])('refuses a component importing %s', async (_, filePath, code) => {
    expect(await stylesheetErrors(filePath, code)).toEqual([expect.stringContaining('List shopper styles in src/app/(site)/styles.css')])
  })

  it("leaves the admin's own stylesheets alone", async () => {
    expect(await stylesheetErrors('src/features/publishing/admin/Example.client.tsx', "import './schedule.css'\n")).toEqual([])
  })
})
