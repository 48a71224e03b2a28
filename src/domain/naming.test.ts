import { describe, expect, it } from 'vitest'

import { bodyTypeSortOrder, compareBodyTypes, makeDisplayName, modelDisplayName, pathSlug, sortCarTypes } from './naming'
import { isCarType } from './car-types'

describe('make groupings (spec §9 "Body-type groupings")', () => {
  it('shows feed spellings under one make', () => {
    const feed = ['Suzuki Australia', 'Mercedes Benz', 'ISUZU UTE', 'Viscount Caravans', ' Toyota ']
    expect(feed.map((make) => makeDisplayName(make))).toEqual(['Suzuki', 'Mercedes-Benz', 'Isuzu', 'Viscount', 'Toyota'])
  })
})

describe('numeric model names (spec §9)', () => {
  it('renames Mazda and MG numeric models', () => {
    expect(modelDisplayName('Mazda', '2')).toBe('Mazda2')
    expect(modelDisplayName('Mazda', 'Mazda 3')).toBe('Mazda3')
    expect(modelDisplayName('MAZDA', 'mazda6')).toBe('Mazda6')
    expect(modelDisplayName('MG', 'MG 3')).toBe('MG3')
    expect(modelDisplayName('MG', '4')).toBe('MG4')
    expect(modelDisplayName('MG', '5')).toBe('MG5')
  })

  it('leaves other models alone', () => {
    expect(modelDisplayName('Mazda', 'CX-5')).toBe('CX-5')
    expect(modelDisplayName('MG', 'ZS')).toBe('ZS')
    expect(modelDisplayName('Toyota', '86')).toBe('86')
  })
})

describe('body-type sort order (spec §9)', () => {
  it('ranks wagon, sedan, hatch; dual, extra, single cab; 2 then 4 doors', () => {
    expect(['Hatch', 'Sedan', 'Wagon'].sort(compareBodyTypes)).toEqual(['Wagon', 'Sedan', 'Hatch'])
    expect(['Single Cab', 'dual-cab', 'Extra Cab'].sort(compareBodyTypes)).toEqual(['dual-cab', 'Extra Cab', 'Single Cab'])
    expect(bodyTypeSortOrder('2 door')).toBe(1)
    expect(bodyTypeSortOrder('4_door')).toBe(2)
  })

  it('puts unknown body types last, by name', () => {
    expect(['Van', 'Coupe', 'Wagon'].sort(compareBodyTypes)).toEqual(['Wagon', 'Coupe', 'Van'])
  })

  it('writes body names for /models?body= lower case and hyphenated (spec §2)', () => {
    expect(pathSlug('Cab Chassis ')).toBe('cab-chassis')
    expect(pathSlug('SUV / 4x4')).toBe('suv-4x4')
  })
})

describe('car type order new, demo, used (spec §9)', () => {
  it('orders and filters car types', () => {
    expect(sortCarTypes(['used', 'new', 'caravan', 'demo'])).toEqual(['new', 'demo', 'used'])
    expect(isCarType('demo')).toBe(true)
    expect(isCarType('caravan')).toBe(false)
  })
})
