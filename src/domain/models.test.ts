import { describe, expect, it } from 'vitest'

import {
  bodyTypeTabs,
  carShape,
  colourPickerView,
  driveAwayPriceRange,
  driveAwayPriceText,
  filterModelsByBody,
  findModelByName,
  groupModelsByBody,
  INITIAL_COLOUR_PICKER,
  MODEL_STOCK_CAR_TYPES,
  modelStockCards,
  orderNowHref,
  reduceColourPicker,
  stockSpellings,
  variantFeatures,
  variantLayout,
  vehicleName,
  type CarShape,
  type ColourPickerAction,
  type ColourPickerModel,
  type ModelColourFacts,
} from './models'

const model = (slug: string, name: string, body?: string) => ({ slug, name, body })
const colour = (name: string, extra: Partial<ModelColourFacts> = {}): ModelColourFacts => ({ name, hexCode: '#112233', ...extra })
const run = (picker: ColourPickerModel, ...actions: ColourPickerAction[]) =>
  actions.reduce((state, action) => reduceColourPicker(picker, state, action), INITIAL_COLOUR_PICKER)
const shownColour = (picker: ColourPickerModel, ...actions: ColourPickerAction[]) => colourPickerView(picker, run(picker, ...actions)).colour?.name

describe('§2 /models?body= grouping and filter', () => {
  const groups = groupModelsByBody([
    model('hilux', 'HiLux', 'Ute'),
    model('rav4', 'RAV4', 'SUV'),
    model('camry', 'Camry', 'Sedan'),
    model('c-hr', 'C-HR', 'suv'),
    model('coaster', 'Coaster'),
    model('79', 'LandCruiser 79', 'Cab Chassis'),
  ])

  it('§9 body-type sort: sedan before other bodies, models without a body last, one group per body whatever its case', () => {
    expect(groups.map((g) => g.body)).toEqual(['Sedan', 'Cab Chassis', 'SUV', 'Ute', 'Other'])
    expect(groups.find((g) => g.slug === 'suv')?.models.map((m) => m.name)).toEqual(['C-HR', 'RAV4'])
  })

  it('?body= is the body name lowercased and hyphenated, and matches whatever case a link uses', () => {
    expect(filterModelsByBody(groups, 'cab-chassis').groups.map((g) => g.body)).toEqual(['Cab Chassis'])
    expect(filterModelsByBody(groups, 'SUV')).toMatchObject({ selected: 'suv', unknownBody: null })
  })

  it('a body no model has lists every model and says which body was asked for, so an old link is never a dead end', () => {
    const filter = filterModelsByBody(groups, ['Van'])
    expect(filter).toMatchObject({ selected: null, unknownBody: 'Van' })
    expect(filter.groups).toHaveLength(groups.length)
  })

  it('no body or an empty one lists every model', () => {
    expect(filterModelsByBody(groups, undefined).groups).toBe(groups)
    expect(filterModelsByBody(groups, '  ').unknownBody).toBeNull()
  })
})

describe('§3 drive-away price range from the variants', () => {
  it('runs from the lowest minimum to the highest maximum', () => {
    const range = driveAwayPriceRange([
      { dapMinPrice: 48_790, dapMaxPrice: 51_790 },
      { dapMinPrice: 44_990, dapMaxPrice: 47_990 },
    ])
    expect(range).toEqual({ min: 44_990, max: 51_790 })
    expect(driveAwayPriceText(range!)).toBe('From $44,990 to $51,790 drive away')
  })

  it('has no range when no variant has a price, and one price when only minimums are known', () => {
    expect(driveAwayPriceRange([{ dapMinPrice: null, dapMaxPrice: 0 }])).toBeNull()
    expect(driveAwayPriceRange([])).toBeNull()
    expect(driveAwayPriceText(driveAwayPriceRange([{ dapMinPrice: 32_240 }])!)).toBe('$32,240 drive away')
  })
})

describe('§2 "Other screens" and §9 variant layout', () => {
  it('fewer than 2 variants: "{model} Features" in a grid', () => {
    expect(variantLayout('bZ4X', 1)).toEqual({ heading: 'bZ4X Features', kind: 'grid', arrows: false })
  })

  it('2 variants: "Which {model} will you choose?" in a grid', () => {
    expect(variantLayout('Corolla', 2)).toEqual({ heading: 'Which Corolla will you choose?', kind: 'grid', arrows: false })
  })

  it('§9 more than 2 variants make a slider, its arrows only from 4', () => {
    expect(variantLayout('HiLux', 3)).toMatchObject({ kind: 'slider', arrows: false })
    expect(variantLayout('RAV4', 4)).toMatchObject({ kind: 'slider', arrows: true })
  })

  it('§4 View more shows all features after the first 8, View less goes back to 8', () => {
    const features = Array.from({ length: 11 }, (_, i) => `Feature ${i + 1}`)
    expect(variantFeatures(features, false)).toMatchObject({ toggle: 'View more', shown: features.slice(0, 8) })
    expect(variantFeatures(features, true)).toEqual({ toggle: 'View less', shown: features })
    expect(variantFeatures(features.slice(0, 8), false).toggle).toBeNull()
  })
})

describe('§2 Order Now and §9 renamed models', () => {
  it("orders by model slug, name and the variant's full name", () => {
    const href = new URL(
      orderNowHref({ slug: 'rav4', name: 'RAV4' }, vehicleName('Toyota', 'RAV4', { name: 'GX', fullName: 'Toyota RAV4 GX' })),
      'https://dealer.example',
    )
    expect(href.pathname).toBe('/models/order-now')
    expect(Object.fromEntries(href.searchParams)).toEqual({ model_id: 'rav4', model_name: 'RAV4', vehicle: 'Toyota RAV4 GX' })
    expect(vehicleName('Suzuki Australia', 'Swift', { name: 'GL', fullName: '' })).toBe('Suzuki Swift GL')
  })

  it('finds a model by name however it is spelt, including a renamed numeric model', () => {
    const models = [model('rav4', 'RAV4'), model('mazda3', '3')]
    const makeOf = (m: { slug: string }) => (m.slug === 'rav4' ? 'Toyota' : 'Mazda')
    expect(findModelByName(models, 'rav-4', makeOf)?.slug).toBe('rav4')
    expect(findModelByName(models, 'Mazda 3', makeOf)?.slug).toBe('mazda3')
    expect(findModelByName(models, 'Camry', makeOf)).toBeNull()
  })

  it('looks for stock under every feed spelling of the make and model', () => {
    expect(stockSpellings('Mazda', 'Mazda3')).toEqual({ makes: ['Mazda'], models: ['Mazda3', '3', 'Mazda 3'] })
    expect(stockSpellings('Suzuki', 'Swift').makes).toEqual(['Suzuki', 'suzuki australia'])
    expect(stockSpellings('Toyota', 'RAV4')).toEqual({ makes: ['Toyota'], models: ['RAV4'] })
  })
})

describe("a model page's cars in stock (issue 41)", () => {
  it('new and demo HiLux stock comes before used, and used cars fill what is left of the row', () => {
    expect(MODEL_STOCK_CAR_TYPES).toEqual([['new', 'demo'], ['used']])
    const newAndDemo = { cars: ['new SR5', 'demo Rogue'], total: 2 }
    const used = { cars: ['2014 SR', '2019 SR5', '2020 Rugged X'], total: 9 }
    expect(modelStockCards([newAndDemo, used], 4)).toEqual({ cars: ['new SR5', 'demo Rogue', '2014 SR', '2019 SR5'], total: 11 })
  })

  it('a full row of new and demo cars shows no used car, and "See all N in stock" still counts the used ones', () => {
    const newAndDemo = { cars: ['a', 'b', 'c'], total: 12 }
    expect(modelStockCards([newAndDemo, { cars: ['used'], total: 5 }], 3)).toEqual({ cars: ['a', 'b', 'c'], total: 17 })
    expect(
      modelStockCards(
        [
          { cars: [], total: 0 },
          { cars: [], total: 0 },
        ],
        6,
      ),
    ).toEqual({ cars: [], total: 0 })
  })
})

describe('the drawn car: a side view by body', () => {
  it.each<[sees: string, bodies: (string | null | undefined)[], shape: CarShape]>([
    ['the HiLux (Ute) and cab chassis draw a ute, with its tray', ['Ute', 'Cab Chassis', 'Dual Cab', 'pick-up'], 'ute'],
    ['SUVs and wagons draw tall with a long roof', ['SUV', 'suv', 'Station Wagon'], 'suv'],
    ['hatches draw with a short tail', ['Hatch', 'Hatchback'], 'hatch'],
    ['vans and people movers draw as a van', ['People Mover', 'Van'], 'van'],
    ['a sedan, or a body it has no drawing for, or none, draws a sedan; a caravan is not a van', ['Sedan', 'Coupe', 'Caravan', '', null, undefined], 'sedan'],
  ])('%s', (_sees, bodies, shape) => {
    for (const body of bodies) expect(carShape(body), `body ${JSON.stringify(body)}`).toBe(shape)
  })
})

describe('§4 colour picker', () => {
  const picker: ColourPickerModel = {
    variants: [{ name: 'GX' }, { name: 'GXL' }, { name: 'Edge' }],
    colours: [colour('Glacier White'), colour('Eclipse Black'), colour('Feverish Red', { variantName: 'GXL' }), colour('Saturn Blue', { variantName: 'edge' })],
  }

  it("a colour without a variant shows on every variant tab; a variant's own colour only on its tab", () => {
    expect(colourPickerView(picker, run(picker)).colours.map((c) => c.name)).toEqual(['Glacier White', 'Eclipse Black'])
    expect(colourPickerView(picker, run(picker, { type: 'selectVariant', index: 1 })).colours.map((c) => c.name)).toEqual([
      'Glacier White',
      'Eclipse Black',
      'Feverish Red',
    ])
    expect(colourPickerView(picker, run(picker, { type: 'selectVariant', index: 2 })).colours.map((c) => c.name)).toContain('Saturn Blue')
  })

  it('choosing a variant tab starts again from its first colour', () => {
    expect(shownColour(picker, { type: 'selectColour', index: 1 }, { type: 'selectVariant', index: 1 })).toBe('Glacier White')
    expect(run(picker, { type: 'selectVariant', index: 1 }, { type: 'selectColour', index: 2 }, { type: 'selectVariant', index: 0 }).colourIndex).toBe(0)
  })

  it('the arrows wrap around: next from the last colour is the first, previous from the first is the last', () => {
    expect(shownColour(picker, { type: 'nextColour' }, { type: 'nextColour' })).toBe('Glacier White')
    expect(shownColour(picker, { type: 'selectVariant', index: 1 }, { type: 'previousColour' })).toBe('Feverish Red')
  })

  it('ignores a tab or swatch that is not there', () => {
    expect(run(picker, { type: 'selectColour', index: 1 }, { type: 'selectVariant', index: 7 }, { type: 'selectColour', index: 9 })).toEqual({
      ...INITIAL_COLOUR_PICKER,
      colourIndex: 1,
    })
  })

  it('a model with no variants picks from all its colours', () => {
    const plain: ColourPickerModel = { variants: [], colours: picker.colours }
    expect(shownColour(plain, { type: 'previousColour' })).toBe('Saturn Blue')
  })

  describe('the second-level body-type tab', () => {
    const cabs = ['single_cab', 'Dual Cab', 'extra_cab']
    const many = (count: number, types = cabs) => Array.from({ length: count }, (_, i) => colour(`Colour ${i + 1}`, { bodyType: types[i % types.length] }))

    it('appears with at least 3 body types and more than 15 colours, in the body-type order', () => {
      expect(bodyTypeTabs(many(16))).toEqual(['Dual Cab', 'extra_cab', 'single_cab'])
    })

    it('does not appear with 15 colours, or with only 2 body types', () => {
      expect(bodyTypeTabs(many(15))).toBeNull()
      expect(bodyTypeTabs(many(20, cabs.slice(0, 2)))).toBeNull()
    })

    it('narrows the swatches to its body type and starts again from the first colour', () => {
      const utes: ColourPickerModel = { variants: [{ name: 'SR5' }], colours: many(18) }
      const state = run(utes, { type: 'selectColour', index: 3 }, { type: 'selectBodyType', index: 2 })
      const view = colourPickerView(utes, state)
      expect(state.colourIndex).toBe(0)
      expect(view.bodyType).toBe('single_cab')
      expect(view.colours.every((c) => c.bodyType === 'single_cab')).toBe(true)
    })
  })
})
