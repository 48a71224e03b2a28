/**
 * What the demo stock is made of: real Australian-market makes and models with the years they were
 * sold here, their series, badges and rough new prices, engines, drives and cabs, so generated stock
 * looks and filters like a dealer's feed. Make names and slugs match site-seeds/manufacturers.json.
 * Prices are today's new prices in dollars; older cars are priced from them (see generate.ts).
 */
export type BodyKind = 'sedan' | 'hatch' | 'suv' | 'ute' | 'wagon' | 'van' | 'coupe' | 'convertible' | 'caravan' | 'motorcycle'
export type ItemType = 'car' | 'caravan' | 'motorcycle'
export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric'
export type Drive = 'FWD' | 'RWD' | 'AWD' | '4WD'
export type Transmission = 'Automatic' | 'Manual'
export type UteCab = 'Single Cab' | 'Extra Cab' | 'Dual Cab'

export interface Engine {
  fuel: Fuel
  /** Litres; 0 for electric. */
  litres: number
  drives: Drive[]
}

export interface CaravanSpec {
  lengthFt: number
  widthFt: number
  tare: number
  atm: number
  axle: 'Single' | 'Tandem'
  sleeps: number
  offRoad: boolean
}

export interface CatalogueModel {
  name: string
  kind: BodyKind
  /** simple_body as feeds name it; utes take theirs from the cab. */
  body: string
  /** First and last model year sold in Australia; null: still on sale. */
  from: number
  to: number | null
  series: string | null
  seats: number
  doors: number
  engines: Engine[]
  transmissions: Transmission[]
  badges: ReadonlyArray<readonly [badge: string, newPrice: number]>
  /** Utes: the cabs it comes in, most common first. */
  cabs: UteCab[]
  caravan: CaravanSpec | null
}

export interface CatalogueMake {
  name: string
  slug: string
  itemType: ItemType
  /** How often the make turns up in used stock (relative). */
  popularity: number
  /** World manufacturer identifiers its VINs start with. */
  wmi: string[]
  models: CatalogueModel[]
}

const FUELS: Record<string, Fuel> = { P: 'Petrol', D: 'Diesel', H: 'Hybrid', E: 'Electric' }
const BODY: Record<BodyKind, [body: string, doors: number]> = {
  sedan: ['Sedan', 4],
  hatch: ['Hatch', 5],
  suv: ['SUV', 4],
  ute: ['Dual Cab', 4],
  wagon: ['Wagon', 4],
  van: ['Van', 4],
  coupe: ['Coupe', 2],
  convertible: ['Convertible', 2],
  caravan: ['Caravan', 1],
  motorcycle: ['Motorcycle', 0],
}

/** "H2.5 FWD/AWD": fuel letter, litres, drives. */
function engine(spec: string): Engine {
  const match = /^([PDHE])([\d.]+) ([A-Z4/]+)$/.exec(spec)
  if (!match) throw new Error(`bad engine spec "${spec}"`)
  return { fuel: FUELS[match[1]!]!, litres: Number(match[2]), drives: match[3]!.split('/') as Drive[] }
}

function years(range: string): [number, number | null] {
  const [from, to] = range.split('-')
  return [Number(from), to ? Number(to) : null]
}

type Extra = { series?: string; manual?: boolean; manualOnly?: boolean; body?: string; doors?: number; cabs?: UteCab[] }

/** One car model: name, body kind, years on sale ("2019-" or "2012-2018"), seats, engines, badges. */
function car(name: string, kind: BodyKind, sold: string, seats: number, engines: string[], badges: Array<[string, number]>, extra: Extra = {}): CatalogueModel {
  const [from, to] = years(sold)
  return {
    name,
    kind,
    body: extra.body ?? BODY[kind][0],
    from,
    to,
    series: extra.series ?? null,
    seats,
    doors: extra.doors ?? BODY[kind][1],
    engines: engines.map(engine),
    transmissions: extra.manualOnly ? ['Manual'] : extra.manual ? ['Automatic', 'Manual'] : ['Automatic'],
    badges,
    cabs: kind === 'ute' ? (extra.cabs ?? ['Dual Cab']) : [],
    caravan: null,
  }
}

const ute = (name: string, sold: string, engines: string[], badges: Array<[string, number]>, extra: Extra = {}) =>
  car(name, 'ute', sold, 5, engines, badges, { cabs: ['Dual Cab', 'Single Cab', 'Extra Cab'], manual: true, ...extra })

const make = (name: string, slug: string, popularity: number, wmi: string[], models: CatalogueModel[], itemType: ItemType = 'car'): CatalogueMake => ({
  name,
  slug,
  itemType,
  popularity,
  wmi,
  models,
})

export const CAR_MAKES: CatalogueMake[] = [
  make(
    'Toyota',
    'toyota',
    20,
    ['JTM', 'JTN', 'MR0', 'JTE'],
    [
      car(
        'Corolla',
        'hatch',
        '2019-',
        5,
        ['H1.8 FWD', 'P2.0 FWD'],
        [
          ['Ascent Sport', 30_990],
          ['SX', 35_490],
          ['ZR', 40_490],
        ],
        { series: 'E210' },
      ),
      car(
        'Corolla',
        'hatch',
        '2012-2018',
        5,
        ['P1.8 FWD'],
        [
          ['Ascent', 22_990],
          ['Ascent Sport', 24_990],
          ['ZR', 31_490],
        ],
        { series: 'ZRE182', manual: true },
      ),
      car(
        'Camry',
        'sedan',
        '2018-',
        5,
        ['H2.5 FWD', 'P2.5 FWD'],
        [
          ['Ascent', 39_990],
          ['SL', 50_990],
        ],
        { series: 'AXVH70' },
      ),
      car(
        'Camry',
        'sedan',
        '2012-2017',
        5,
        ['P2.5 FWD', 'H2.5 FWD'],
        [
          ['Altise', 30_490],
          ['Atara SL', 40_990],
        ],
        { series: 'ASV50' },
      ),
      car(
        'RAV4',
        'suv',
        '2019-',
        5,
        ['H2.5 FWD/AWD', 'P2.0 FWD'],
        [
          ['GX', 40_490],
          ['GXL', 44_990],
          ['XSE', 51_490],
          ['Cruiser', 54_490],
          ['Edge', 58_990],
        ],
        { series: 'XA50' },
      ),
      car(
        'RAV4',
        'suv',
        '2013-2018',
        5,
        ['P2.5 AWD', 'P2.0 FWD', 'D2.2 AWD'],
        [
          ['GX', 28_990],
          ['GXL', 35_490],
          ['Cruiser', 42_490],
        ],
        { series: 'XA40' },
      ),
      ute(
        'HiLux',
        '2015-',
        ['D2.8 4WD/RWD', 'P2.7 RWD'],
        [
          ['Workmate', 38_990],
          ['SR', 50_990],
          ['SR5', 62_990],
          ['Rogue', 73_990],
          ['GR Sport', 79_990],
        ],
        { series: 'AN120' },
      ),
      ute(
        'HiLux',
        '2008-2015',
        ['D3.0 4WD/RWD', 'P2.7 RWD'],
        [
          ['Workmate', 31_990],
          ['SR', 42_990],
          ['SR5', 54_990],
        ],
        { series: 'KUN26R' },
      ),
      car(
        'LandCruiser Prado',
        'suv',
        '2024-',
        7,
        ['D2.8 4WD'],
        [
          ['GX', 73_990],
          ['GXL', 85_990],
          ['VX', 94_990],
          ['Kakadu', 104_990],
        ],
        { series: '250' },
      ),
      car(
        'LandCruiser Prado',
        'suv',
        '2009-2023',
        7,
        ['D2.8 4WD', 'P4.0 4WD'],
        [
          ['GX', 61_990],
          ['GXL', 68_990],
          ['VX', 80_990],
          ['Kakadu', 91_990],
        ],
        { series: '150' },
      ),
      car(
        'LandCruiser',
        'suv',
        '2021-',
        7,
        ['D3.3 4WD'],
        [
          ['GXL', 112_990],
          ['VX', 123_990],
          ['Sahara', 142_990],
          ['GR Sport', 148_990],
        ],
        { series: '300' },
      ),
      car(
        'LandCruiser',
        'suv',
        '2008-2021',
        8,
        ['D4.5 4WD', 'P4.6 4WD'],
        [
          ['GXL', 88_990],
          ['VX', 99_990],
          ['Sahara', 121_990],
        ],
        { series: '200' },
      ),
      ute(
        'LandCruiser 70',
        '2008-',
        ['D4.5 4WD', 'D2.8 4WD'],
        [
          ['Workmate', 80_990],
          ['GXL', 89_990],
        ],
        { series: 'VDJ79R', cabs: ['Single Cab', 'Dual Cab'] },
      ),
      car(
        'Yaris Cross',
        'suv',
        '2020-',
        5,
        ['H1.5 FWD/AWD', 'P1.5 FWD'],
        [
          ['GX', 30_990],
          ['GXL', 33_990],
          ['Urban', 38_990],
        ],
      ),
      car(
        'Yaris',
        'hatch',
        '2011-',
        5,
        ['P1.5 FWD', 'H1.5 FWD'],
        [
          ['Ascent Sport', 25_990],
          ['SX', 29_490],
          ['ZR', 32_990],
        ],
        { manual: true },
      ),
      car(
        'Kluger',
        'suv',
        '2008-',
        7,
        ['H2.5 AWD', 'P3.5 FWD/AWD'],
        [
          ['GX', 58_990],
          ['GXL', 70_990],
          ['Grande', 81_990],
        ],
      ),
      car(
        'C-HR',
        'suv',
        '2017-',
        5,
        ['P1.2 FWD/AWD', 'H1.8 FWD'],
        [
          ['GXL', 40_990],
          ['Koba', 47_990],
        ],
      ),
      car(
        'HiAce',
        'van',
        '2019-',
        3,
        ['D2.8 RWD', 'P3.5 RWD'],
        [
          ['LWB', 53_990],
          ['SLWB', 60_990],
        ],
      ),
      car(
        'GR86',
        'coupe',
        '2022-',
        4,
        ['P2.4 RWD'],
        [
          ['GT', 45_990],
          ['GTS', 49_990],
        ],
        { manual: true },
      ),
      car(
        'bZ4X',
        'suv',
        '2022-',
        5,
        ['E0 FWD/AWD'],
        [
          ['FWD', 66_000],
          ['AWD', 74_900],
        ],
      ),
    ],
  ),
  make(
    'Mazda',
    'mazda',
    12,
    ['JM0', 'JMZ', 'MM0'],
    [
      car(
        'Mazda2',
        'hatch',
        '2015-',
        5,
        ['P1.5 FWD'],
        [
          ['Pure', 25_490],
          ['G15 Evolve', 27_990],
          ['GT', 31_990],
        ],
        { manual: true, series: 'DJ' },
      ),
      car(
        'Mazda3',
        'hatch',
        '2019-',
        5,
        ['P2.0 FWD', 'P2.5 FWD/AWD'],
        [
          ['G20 Pure', 32_490],
          ['G20 Evolve', 34_990],
          ['G25 GT', 41_490],
          ['G25 Astina', 45_990],
        ],
        { manual: true, series: 'BP' },
      ),
      car(
        'Mazda3',
        'hatch',
        '2014-2019',
        5,
        ['P2.0 FWD', 'P2.5 FWD'],
        [
          ['Neo', 22_490],
          ['Maxx', 25_990],
          ['SP25', 29_990],
          ['SP25 Astina', 35_490],
        ],
        { manual: true, series: 'BM' },
      ),
      car(
        'Mazda6',
        'sedan',
        '2012-2024',
        5,
        ['P2.5 FWD', 'D2.2 FWD'],
        [
          ['Sport', 35_990],
          ['GT', 45_990],
          ['Atenza', 51_990],
        ],
        { series: 'GJ' },
      ),
      car(
        'CX-3',
        'suv',
        '2015-',
        5,
        ['P2.0 FWD/AWD'],
        [
          ['Neo Sport', 28_990],
          ['Maxx Sport', 31_490],
          ['Akari', 38_490],
        ],
        { manual: true },
      ),
      car(
        'CX-30',
        'suv',
        '2019-',
        5,
        ['P2.0 FWD', 'P2.5 AWD'],
        [
          ['G20 Pure', 35_990],
          ['G20 Evolve', 38_490],
          ['G25 Astina', 47_990],
        ],
      ),
      car(
        'CX-5',
        'suv',
        '2017-',
        5,
        ['P2.5 FWD/AWD', 'P2.0 FWD', 'D2.2 AWD'],
        [
          ['Maxx', 37_490],
          ['Maxx Sport', 42_990],
          ['GT SP', 51_490],
          ['Akera', 56_990],
        ],
        { series: 'KF' },
      ),
      car(
        'CX-5',
        'suv',
        '2012-2017',
        5,
        ['P2.5 AWD', 'P2.0 FWD', 'D2.2 AWD'],
        [
          ['Maxx', 29_990],
          ['Maxx Sport', 35_990],
          ['Akera', 46_990],
        ],
        { series: 'KE' },
      ),
      car(
        'CX-60',
        'suv',
        '2022-',
        5,
        ['P3.3 AWD', 'D3.3 AWD', 'H2.5 AWD'],
        [
          ['G40e Evolve', 65_990],
          ['D50e GT', 73_990],
          ['P50e Azami', 85_990],
        ],
      ),
      car(
        'CX-9',
        'suv',
        '2016-2024',
        7,
        ['P2.5 FWD/AWD'],
        [
          ['Sport', 48_990],
          ['Touring', 55_990],
          ['Azami', 70_990],
        ],
        { series: 'TC' },
      ),
      car(
        'CX-90',
        'suv',
        '2023-',
        7,
        ['P3.3 AWD', 'D3.3 AWD'],
        [
          ['G50e Touring', 78_990],
          ['D50e Azami', 93_990],
        ],
      ),
      ute(
        'BT-50',
        '2020-',
        ['D3.0 4WD/RWD', 'D1.9 RWD'],
        [
          ['XS', 44_990],
          ['XT', 52_990],
          ['GT', 62_990],
          ['Thunder', 69_990],
        ],
        { series: 'TF' },
      ),
      ute(
        'BT-50',
        '2011-2020',
        ['D3.2 4WD', 'D2.2 RWD'],
        [
          ['XT', 39_990],
          ['XTR', 51_990],
          ['GT', 55_990],
        ],
        { series: 'UR' },
      ),
      car(
        'MX-5',
        'convertible',
        '2015-',
        2,
        ['P2.0 RWD', 'P1.5 RWD'],
        [
          ['Roadster', 45_990],
          ['Roadster GT', 51_990],
          ['RF GT', 54_990],
        ],
        { manual: true, series: 'ND' },
      ),
    ],
  ),
  make(
    'Kia',
    'kia',
    10,
    ['KNA', 'KND', 'KNE'],
    [
      car(
        'Picanto',
        'hatch',
        '2017-',
        4,
        ['P1.2 FWD'],
        [
          ['Sport', 19_990],
          ['GT-Line', 22_990],
        ],
        { manual: true },
      ),
      car(
        'Rio',
        'hatch',
        '2017-2023',
        5,
        ['P1.4 FWD'],
        [
          ['S', 21_490],
          ['Sport', 23_990],
          ['GT-Line', 27_990],
        ],
        { manual: true },
      ),
      car(
        'Cerato',
        'hatch',
        '2018-2024',
        5,
        ['P2.0 FWD'],
        [
          ['S', 28_490],
          ['Sport', 31_990],
          ['Sport+', 34_990],
          ['GT', 39_990],
        ],
        { series: 'BD' },
      ),
      car(
        'K4',
        'sedan',
        '2025-',
        5,
        ['P2.0 FWD'],
        [
          ['S', 29_990],
          ['Sport', 34_490],
          ['GT-Line', 41_990],
        ],
      ),
      car(
        'Stonic',
        'suv',
        '2021-',
        5,
        ['P1.4 FWD', 'P1.0 FWD'],
        [
          ['S', 25_990],
          ['GT-Line', 32_990],
        ],
      ),
      car(
        'Seltos',
        'suv',
        '2019-',
        5,
        ['P2.0 FWD', 'P1.6 AWD'],
        [
          ['S', 31_990],
          ['Sport', 34_490],
          ['Sport+', 37_990],
          ['GT-Line', 45_990],
        ],
      ),
      car(
        'Sportage',
        'suv',
        '2022-',
        5,
        ['P2.0 FWD', 'D2.0 AWD', 'H1.6 AWD'],
        [
          ['S', 37_490],
          ['SX', 41_990],
          ['SX+', 47_490],
          ['GT-Line', 56_490],
        ],
        { series: 'NQ5' },
      ),
      car(
        'Sportage',
        'suv',
        '2016-2021',
        5,
        ['P2.0 FWD', 'D2.0 AWD', 'P2.4 AWD'],
        [
          ['Si', 30_490],
          ['SLi', 36_990],
          ['GT-Line', 45_490],
        ],
        { series: 'QL' },
      ),
      car(
        'Sorento',
        'suv',
        '2020-',
        7,
        ['P3.5 FWD', 'D2.2 AWD', 'H1.6 AWD'],
        [
          ['S', 52_990],
          ['Sport', 55_990],
          ['Sport+', 61_990],
          ['GT-Line', 72_990],
        ],
        { series: 'MQ4' },
      ),
      car(
        'Sorento',
        'suv',
        '2015-2020',
        7,
        ['P3.5 FWD', 'D2.2 AWD'],
        [
          ['Si', 42_990],
          ['SLi', 49_990],
          ['GT-Line', 58_990],
        ],
        { series: 'UM' },
      ),
      car(
        'Carnival',
        'van',
        '2021-',
        8,
        ['P3.5 FWD', 'D2.2 FWD', 'H1.6 FWD'],
        [
          ['S', 52_990],
          ['Sport', 57_990],
          ['GT-Line', 68_990],
          ['Platinum', 75_990],
        ],
        { body: 'People Mover', series: 'KA4' },
      ),
      car(
        'Carnival',
        'van',
        '2015-2020',
        8,
        ['P3.3 FWD', 'D2.2 FWD'],
        [
          ['S', 43_490],
          ['SLi', 52_990],
          ['Platinum', 60_990],
        ],
        { body: 'People Mover', series: 'YP' },
      ),
      car(
        'EV6',
        'suv',
        '2022-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Air', 72_590],
          ['GT-Line', 84_590],
          ['GT', 99_590],
        ],
      ),
      car(
        'EV5',
        'suv',
        '2024-',
        5,
        ['E0 FWD/AWD'],
        [
          ['Air', 56_770],
          ['Earth', 65_770],
          ['GT-Line', 72_770],
        ],
      ),
      ute(
        'Tasman',
        '2025-',
        ['D2.2 4WD/RWD'],
        [
          ['S', 49_990],
          ['SX', 57_990],
          ['SX+', 63_990],
          ['X-Line', 67_990],
        ],
        { cabs: ['Dual Cab', 'Single Cab'] },
      ),
    ],
  ),
  make(
    'Hyundai',
    'hyundai',
    10,
    ['KMH', 'KMF', 'KM8'],
    [
      car(
        'i30',
        'hatch',
        '2017-',
        5,
        ['P2.0 FWD', 'P1.6 FWD'],
        [
          ['Active', 29_990],
          ['Elite', 34_990],
          ['N Line', 36_990],
          ['N', 52_990],
        ],
        { manual: true, series: 'PD' },
      ),
      car(
        'i30',
        'sedan',
        '2021-',
        5,
        ['P2.0 FWD', 'H1.6 FWD'],
        [
          ['Active', 30_990],
          ['Elite', 35_990],
          ['N Line Premium', 41_990],
        ],
        { series: 'CN7' },
      ),
      car(
        'Accent',
        'hatch',
        '2011-2019',
        5,
        ['P1.4 FWD', 'P1.6 FWD'],
        [
          ['Active', 18_490],
          ['Sport', 21_490],
        ],
        { manual: true, series: 'RB' },
      ),
      car(
        'Venue',
        'suv',
        '2019-',
        5,
        ['P1.6 FWD'],
        [
          ['Go', 25_990],
          ['Active', 27_490],
          ['Elite', 30_490],
        ],
        { manual: true },
      ),
      car(
        'Kona',
        'suv',
        '2017-',
        5,
        ['P2.0 FWD', 'H1.6 FWD', 'E0 FWD', 'P1.6 AWD'],
        [
          ['Base', 34_000],
          ['Premium', 43_000],
          ['N Line Premium', 46_500],
        ],
      ),
      car(
        'Tucson',
        'suv',
        '2021-',
        5,
        ['P2.0 FWD', 'D2.0 AWD', 'H1.6 AWD'],
        [
          ['Tucson', 37_500],
          ['Elite', 43_000],
          ['Highlander', 52_500],
        ],
        { series: 'NX4' },
      ),
      car(
        'Tucson',
        'suv',
        '2015-2021',
        5,
        ['P2.0 FWD', 'D2.0 AWD', 'P1.6 AWD'],
        [
          ['Active', 29_990],
          ['Elite', 36_990],
          ['Highlander', 45_990],
        ],
        { series: 'TL' },
      ),
      car(
        'Santa Fe',
        'suv',
        '2024-',
        7,
        ['H1.6 AWD', 'P2.5 AWD'],
        [
          ['Santa Fe', 55_000],
          ['Elite', 63_000],
          ['Calligraphy', 76_000],
        ],
        { series: 'MX5' },
      ),
      car(
        'Santa Fe',
        'suv',
        '2018-2024',
        7,
        ['D2.2 AWD', 'P3.5 FWD'],
        [
          ['Active', 46_990],
          ['Elite', 55_990],
          ['Highlander', 64_990],
        ],
        { series: 'TM' },
      ),
      car(
        'Palisade',
        'suv',
        '2021-',
        8,
        ['P3.8 FWD', 'D2.2 AWD'],
        [
          ['Palisade', 66_000],
          ['Calligraphy', 80_000],
        ],
      ),
      car(
        'Ioniq 5',
        'suv',
        '2021-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Dynamiq', 72_000],
          ['Epiq', 82_500],
          ['N', 111_000],
        ],
      ),
      car(
        'Staria',
        'van',
        '2021-',
        8,
        ['D2.2 AWD', 'P3.5 FWD'],
        [
          ['Staria', 54_000],
          ['Elite', 61_500],
          ['Highlander', 71_000],
        ],
        { body: 'People Mover' },
      ),
      car('iLoad', 'van', '2008-2021', 3, ['D2.5 RWD', 'P2.4 RWD'], [['Crew Van', 41_990]], { manual: true }),
    ],
  ),
  make(
    'Ford',
    'ford',
    12,
    ['MPB', 'MNA', '6FP', 'WF0', '1FA'],
    [
      ute(
        'Ranger',
        '2022-',
        ['D2.0 4WD/RWD', 'D3.0 4WD', 'P3.0 4WD'],
        [
          ['XL', 41_990],
          ['XLS', 55_990],
          ['XLT', 63_990],
          ['Sport', 67_990],
          ['Wildtrak', 73_990],
          ['Raptor', 93_990],
        ],
        { series: 'PY' },
      ),
      ute(
        'Ranger',
        '2011-2022',
        ['D3.2 4WD', 'D2.2 RWD', 'D2.0 4WD'],
        [
          ['XL', 36_990],
          ['XLS', 47_990],
          ['XLT', 55_990],
          ['Wildtrak', 63_990],
        ],
        { series: 'PX' },
      ),
      car(
        'Everest',
        'suv',
        '2022-',
        7,
        ['D2.0 4WD/RWD', 'D3.0 4WD'],
        [
          ['Ambiente', 58_990],
          ['Trend', 66_990],
          ['Sport', 70_990],
          ['Platinum', 82_990],
        ],
        { series: 'UB' },
      ),
      car(
        'Everest',
        'suv',
        '2015-2022',
        7,
        ['D3.2 4WD', 'D2.0 4WD'],
        [
          ['Ambiente', 49_990],
          ['Trend', 59_990],
          ['Titanium', 74_990],
        ],
        { series: 'UA' },
      ),
      car(
        'Mustang',
        'coupe',
        '2015-',
        4,
        ['P5.0 RWD', 'P2.3 RWD'],
        [
          ['GT Fastback', 82_990],
          ['Dark Horse', 106_990],
        ],
        { manual: true },
      ),
      car('Mustang', 'convertible', '2015-2023', 4, ['P5.0 RWD', 'P2.3 RWD'], [['GT Convertible', 79_990]]),
      car(
        'Mustang Mach-E',
        'suv',
        '2022-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Select', 72_990],
          ['Premium', 84_990],
          ['GT', 99_990],
        ],
      ),
      car(
        'Puma',
        'suv',
        '2020-',
        5,
        ['P1.0 FWD'],
        [
          ['Puma', 32_990],
          ['ST-Line V', 39_990],
        ],
      ),
      car(
        'Escape',
        'suv',
        '2020-2024',
        5,
        ['P2.0 FWD/AWD', 'H2.5 FWD'],
        [
          ['Escape', 37_490],
          ['ST-Line', 41_490],
          ['Vignale', 49_990],
        ],
      ),
      car(
        'Focus',
        'hatch',
        '2011-2020',
        5,
        ['P2.0 FWD', 'P1.5 FWD'],
        [
          ['Trend', 23_990],
          ['Titanium', 32_990],
          ['ST', 38_990],
        ],
        { manual: true },
      ),
      car(
        'Falcon',
        'sedan',
        '2008-2016',
        5,
        ['P4.0 RWD', 'P5.0 RWD'],
        [
          ['XT', 35_990],
          ['G6E', 45_990],
          ['XR6 Turbo', 49_990],
          ['XR8', 55_990],
        ],
        { series: 'FG X' },
      ),
      car(
        'Territory',
        'suv',
        '2008-2016',
        7,
        ['P4.0 RWD', 'D2.7 AWD'],
        [
          ['TX', 39_990],
          ['TS', 47_990],
          ['Titanium', 55_990],
        ],
        { series: 'SZ' },
      ),
      car(
        'Transit Custom',
        'van',
        '2013-',
        3,
        ['D2.0 FWD', 'D2.2 FWD'],
        [
          ['Trend', 53_990],
          ['Sport', 63_990],
        ],
        { manual: true },
      ),
      car(
        'F-150',
        'ute',
        '2023-',
        5,
        ['P3.5 4WD'],
        [
          ['XLT', 106_950],
          ['Lariat', 139_950],
        ],
        { cabs: ['Dual Cab'] },
      ),
    ],
  ),
  make(
    'Mitsubishi',
    'mitsubishi',
    8,
    ['MMA', 'MMB', 'JMF'],
    [
      ute(
        'Triton',
        '2024-',
        ['D2.4 4WD/RWD'],
        [
          ['GLX', 42_990],
          ['GLX-R', 51_990],
          ['GLS', 57_990],
          ['GSR', 63_990],
        ],
        { series: 'MV' },
      ),
      ute(
        'Triton',
        '2015-2024',
        ['D2.4 4WD/RWD', 'P2.4 RWD'],
        [
          ['GLX', 34_990],
          ['GLX+', 41_490],
          ['GLS', 47_990],
          ['GSR', 54_990],
        ],
        { series: 'MR' },
      ),
      car(
        'Outlander',
        'suv',
        '2021-',
        7,
        ['P2.5 FWD/AWD', 'H2.4 AWD'],
        [
          ['ES', 39_990],
          ['LS', 44_490],
          ['Aspire', 50_990],
          ['Exceed', 54_490],
        ],
        { series: 'ZM' },
      ),
      car(
        'Outlander',
        'suv',
        '2012-2021',
        7,
        ['P2.4 FWD/AWD', 'D2.2 AWD', 'H2.0 AWD'],
        [
          ['ES', 29_990],
          ['LS', 35_990],
          ['Exceed', 45_990],
        ],
        { series: 'ZL' },
      ),
      car(
        'ASX',
        'suv',
        '2010-',
        5,
        ['P2.0 FWD', 'P2.4 FWD'],
        [
          ['GS', 28_990],
          ['LS', 31_990],
          ['Exceed', 37_490],
        ],
      ),
      car(
        'Eclipse Cross',
        'suv',
        '2018-',
        5,
        ['P1.5 FWD/AWD', 'H2.4 AWD'],
        [
          ['ES', 33_990],
          ['LS', 37_990],
          ['Exceed', 42_990],
        ],
      ),
      car(
        'Pajero Sport',
        'suv',
        '2015-',
        7,
        ['D2.4 4WD'],
        [
          ['GLX', 51_990],
          ['GLS', 55_990],
          ['Exceed', 60_990],
          ['GSR', 62_990],
        ],
        { series: 'QF' },
      ),
      car(
        'Pajero',
        'suv',
        '2008-2021',
        7,
        ['D3.2 4WD', 'P3.8 4WD'],
        [
          ['GLX', 52_990],
          ['GLS', 58_990],
          ['Exceed', 66_990],
        ],
        { series: 'NX' },
      ),
      car(
        'Lancer',
        'sedan',
        '2008-2017',
        5,
        ['P2.0 FWD', 'P2.4 FWD'],
        [
          ['ES', 19_990],
          ['LS', 25_990],
          ['GSR', 29_990],
        ],
        { manual: true, series: 'CJ' },
      ),
      car(
        'Mirage',
        'hatch',
        '2013-2023',
        5,
        ['P1.2 FWD'],
        [
          ['ES', 15_990],
          ['LS', 18_990],
        ],
        { manual: true },
      ),
    ],
  ),
  make(
    'Nissan',
    'nissan',
    7,
    ['JN1', 'MNT', 'SJN', 'VSK'],
    [
      ute(
        'Navara',
        '2015-',
        ['D2.3 4WD/RWD', 'P2.5 RWD'],
        [
          ['SL', 45_490],
          ['ST', 54_990],
          ['ST-X', 62_490],
          ['PRO-4X', 66_990],
        ],
        { series: 'D23' },
      ),
      ute(
        'Navara',
        '2008-2015',
        ['D2.5 4WD/RWD', 'D3.0 4WD'],
        [
          ['RX', 34_990],
          ['ST', 42_990],
          ['ST-X', 51_990],
        ],
        { series: 'D40' },
      ),
      car(
        'X-Trail',
        'suv',
        '2022-',
        7,
        ['P2.5 FWD/AWD', 'H1.5 AWD'],
        [
          ['ST', 40_990],
          ['ST-L', 46_990],
          ['Ti', 55_990],
          ['Ti-L', 60_990],
        ],
        { series: 'T33' },
      ),
      car(
        'X-Trail',
        'suv',
        '2014-2022',
        7,
        ['P2.5 FWD/AWD', 'D2.0 AWD'],
        [
          ['ST', 30_990],
          ['ST-L', 37_990],
          ['Ti', 44_990],
        ],
        { series: 'T32' },
      ),
      car(
        'Patrol',
        'suv',
        '2013-',
        8,
        ['P5.6 4WD'],
        [
          ['Ti', 89_990],
          ['Ti-L', 107_990],
          ['Warrior', 101_990],
        ],
        { series: 'Y62' },
      ),
      car(
        'Qashqai',
        'suv',
        '2014-',
        5,
        ['P1.3 FWD', 'P2.0 FWD', 'H1.5 FWD'],
        [
          ['ST', 35_990],
          ['ST+', 38_990],
          ['Ti', 48_990],
        ],
      ),
      car(
        'Juke',
        'suv',
        '2020-',
        5,
        ['P1.0 FWD'],
        [
          ['ST', 30_990],
          ['Ti', 38_490],
        ],
      ),
      car(
        'Leaf',
        'hatch',
        '2012-',
        5,
        ['E0 FWD'],
        [
          ['Leaf', 50_990],
          ['e+', 61_490],
        ],
      ),
      car(
        'Pulsar',
        'sedan',
        '2013-2017',
        5,
        ['P1.8 FWD', 'P1.6 FWD'],
        [
          ['ST', 19_990],
          ['Ti', 26_990],
          ['SSS', 29_990],
        ],
        { manual: true },
      ),
      car(
        'Z',
        'coupe',
        '2023-',
        2,
        ['P3.0 RWD'],
        [
          ['Z', 73_300],
          ['NISMO', 99_990],
        ],
        { manual: true },
      ),
    ],
  ),
  make(
    'Volkswagen',
    'volkswagen',
    6,
    ['WVW', 'WVG', 'WV1'],
    [
      car(
        'Golf',
        'hatch',
        '2021-',
        5,
        ['P1.4 FWD', 'P2.0 FWD/AWD'],
        [
          ['Life', 39_990],
          ['R-Line', 45_990],
          ['GTI', 62_990],
          ['R', 76_990],
        ],
        { series: 'Mk8' },
      ),
      car(
        'Golf',
        'hatch',
        '2013-2020',
        5,
        ['P1.4 FWD', 'P2.0 FWD/AWD'],
        [
          ['110TSI Trendline', 27_990],
          ['110TSI Comfortline', 31_990],
          ['GTI', 43_990],
          ['R', 54_990],
        ],
        { manual: true, series: 'Mk7' },
      ),
      car(
        'Golf',
        'wagon',
        '2014-2024',
        5,
        ['P1.4 FWD', 'D2.0 FWD'],
        [
          ['110TSI Life', 42_990],
          ['Alltrack', 49_990],
        ],
      ),
      car(
        'Polo',
        'hatch',
        '2018-',
        5,
        ['P1.0 FWD', 'P2.0 FWD'],
        [
          ['Life', 29_990],
          ['Style', 32_990],
          ['GTI', 43_990],
        ],
        { manual: true },
      ),
      car(
        'T-Roc',
        'suv',
        '2020-',
        5,
        ['P1.4 FWD', 'P2.0 AWD'],
        [
          ['CityLife', 40_990],
          ['R-Line', 48_990],
          ['R', 64_990],
        ],
      ),
      car(
        'Tiguan',
        'suv',
        '2016-',
        5,
        ['P2.0 FWD/AWD', 'D2.0 AWD', 'P1.4 FWD'],
        [
          ['Life', 45_990],
          ['Elegance', 58_990],
          ['R-Line', 64_990],
        ],
      ),
      ute(
        'Amarok',
        '2023-',
        ['D2.0 4WD', 'D3.0 4WD'],
        [
          ['Core', 55_990],
          ['Life', 62_990],
          ['Style', 68_990],
          ['Aventura', 83_990],
        ],
        { cabs: ['Dual Cab'] },
      ),
      ute(
        'Amarok',
        '2011-2022',
        ['D2.0 4WD/RWD', 'D3.0 4WD'],
        [
          ['Core', 44_990],
          ['Highline', 56_990],
          ['V6 Ultimate', 72_990],
        ],
        { cabs: ['Dual Cab', 'Single Cab'] },
      ),
      car(
        'Transporter',
        'van',
        '2010-',
        3,
        ['D2.0 FWD/AWD'],
        [
          ['TDI340 SWB', 47_990],
          ['TDI450 LWB', 59_990],
        ],
        { manual: true },
      ),
      car(
        'Passat',
        'wagon',
        '2011-2022',
        5,
        ['P2.0 FWD/AWD', 'P1.8 FWD'],
        [
          ['132TSI Comfortline', 41_990],
          ['Alltrack', 52_990],
        ],
      ),
    ],
  ),
  make(
    'Subaru',
    'subaru',
    5,
    ['JF1', 'JF2'],
    [
      car(
        'Forester',
        'suv',
        '2018-',
        5,
        ['P2.5 AWD', 'H2.0 AWD'],
        [
          ['2.5i', 40_490],
          ['2.5i-L', 43_490],
          ['2.5i Premium', 46_490],
          ['2.5i-S', 50_990],
        ],
        { series: 'SK' },
      ),
      car(
        'Forester',
        'suv',
        '2013-2018',
        5,
        ['P2.5 AWD', 'P2.0 AWD', 'D2.0 AWD'],
        [
          ['2.5i', 31_990],
          ['2.5i-L', 34_990],
          ['XT Premium', 45_990],
        ],
        { series: 'SJ' },
      ),
      car(
        'Outback',
        'wagon',
        '2015-',
        5,
        ['P2.5 AWD', 'P2.4 AWD', 'D2.0 AWD'],
        [
          ['AWD', 45_990],
          ['AWD Sport', 50_490],
          ['AWD Touring', 54_990],
        ],
      ),
      car(
        'XV',
        'suv',
        '2012-2023',
        5,
        ['P2.0 AWD', 'H2.0 AWD'],
        [
          ['2.0i', 29_990],
          ['2.0i-L', 32_990],
          ['2.0i-S', 37_990],
        ],
      ),
      car(
        'Crosstrek',
        'suv',
        '2023-',
        5,
        ['P2.0 AWD', 'H2.0 AWD'],
        [
          ['2.0R', 36_990],
          ['2.0S', 44_990],
        ],
      ),
      car(
        'Impreza',
        'hatch',
        '2017-',
        5,
        ['P2.0 AWD'],
        [
          ['2.0i', 30_990],
          ['2.0i-L', 33_990],
          ['2.0i-S', 37_990],
        ],
      ),
      car(
        'WRX',
        'sedan',
        '2014-',
        5,
        ['P2.4 AWD', 'P2.0 AWD'],
        [
          ['WRX', 51_990],
          ['RS', 56_990],
          ['tS', 63_990],
        ],
        { manual: true },
      ),
      car(
        'BRZ',
        'coupe',
        '2012-',
        4,
        ['P2.4 RWD', 'P2.0 RWD'],
        [
          ['BRZ', 42_990],
          ['S', 45_590],
        ],
        { manual: true },
      ),
    ],
  ),
  make(
    'Isuzu',
    'isuzu',
    5,
    ['MPA', 'JAA'],
    [
      ute(
        'D-Max',
        '2020-',
        ['D3.0 4WD/RWD', 'D1.9 RWD'],
        [
          ['SX', 40_900],
          ['LS-M', 52_400],
          ['LS-U', 58_900],
          ['X-Terrain', 68_900],
          ['Blade', 75_900],
        ],
        { series: 'RG' },
      ),
      ute(
        'D-Max',
        '2012-2020',
        ['D3.0 4WD/RWD'],
        [
          ['SX', 34_990],
          ['LS-M', 44_990],
          ['LS-U', 50_990],
          ['LS-T', 53_990],
        ],
        { series: 'TF' },
      ),
      car(
        'MU-X',
        'suv',
        '2021-',
        7,
        ['D3.0 4WD/RWD', 'D1.9 RWD'],
        [
          ['LS-M', 52_400],
          ['LS-U', 60_400],
          ['LS-T', 67_900],
        ],
        { series: 'RJ' },
      ),
      car(
        'MU-X',
        'suv',
        '2013-2021',
        7,
        ['D3.0 4WD/RWD'],
        [
          ['LS-M', 44_990],
          ['LS-U', 49_990],
          ['LS-T', 55_990],
        ],
        { series: 'UC' },
      ),
    ],
  ),
  make(
    'Honda',
    'honda',
    4,
    ['JHM', 'MRH', 'SHH'],
    [
      car(
        'Civic',
        'hatch',
        '2022-',
        5,
        ['H2.0 FWD', 'P1.5 FWD', 'P2.0 FWD'],
        [
          ['VTi LX', 47_200],
          ['e:HEV LX', 55_000],
          ['Type R', 72_600],
        ],
        { series: '11th Gen' },
      ),
      car(
        'Civic',
        'sedan',
        '2016-2021',
        5,
        ['P1.8 FWD', 'P1.5 FWD'],
        [
          ['VTi', 24_990],
          ['VTi-S', 27_990],
          ['VTi-LX', 34_990],
          ['RS', 36_990],
        ],
        { series: '10th Gen' },
      ),
      car(
        'Jazz',
        'hatch',
        '2014-2023',
        5,
        ['P1.5 FWD'],
        [
          ['VTi', 19_990],
          ['VTi-S', 22_990],
          ['VTi-L', 25_990],
        ],
        { manual: true },
      ),
      car(
        'HR-V',
        'suv',
        '2022-',
        5,
        ['P1.5 FWD', 'H1.5 FWD'],
        [
          ['Vi X', 36_700],
          ['e:HEV L', 45_800],
        ],
        { series: 'RV' },
      ),
      car(
        'HR-V',
        'suv',
        '2015-2021',
        5,
        ['P1.8 FWD'],
        [
          ['VTi', 24_990],
          ['VTi-S', 27_990],
          ['VTi-LX', 33_990],
        ],
        { series: 'RU' },
      ),
      car(
        'CR-V',
        'suv',
        '2023-',
        7,
        ['P1.5 FWD/AWD', 'H2.0 AWD'],
        [
          ['VTi X', 44_900],
          ['VTi L7', 50_700],
          ['e:HEV RS', 59_900],
        ],
        { series: 'RS' },
      ),
      car(
        'CR-V',
        'suv',
        '2012-2022',
        7,
        ['P1.5 FWD/AWD', 'P2.4 AWD'],
        [
          ['Vi', 30_990],
          ['VTi', 35_990],
          ['VTi-LX', 46_990],
        ],
        { series: 'RW' },
      ),
      car(
        'ZR-V',
        'suv',
        '2023-',
        5,
        ['P1.5 FWD', 'H2.0 FWD'],
        [
          ['VTi X', 41_900],
          ['e:HEV LX', 54_900],
        ],
      ),
      car(
        'Accord',
        'sedan',
        '2008-2023',
        5,
        ['P2.4 FWD', 'H2.0 FWD'],
        [
          ['VTi', 33_990],
          ['VTi-L', 41_990],
          ['V6L', 51_990],
        ],
      ),
    ],
  ),
  make(
    'MG',
    'mg',
    5,
    ['LSJ', 'LSK'],
    [
      car(
        'MG3',
        'hatch',
        '2018-',
        5,
        ['P1.5 FWD', 'H1.5 FWD'],
        [
          ['Vibe', 21_990],
          ['Excite', 24_490],
          ['Essence Hybrid+', 29_990],
        ],
      ),
      car(
        'ZS',
        'suv',
        '2017-',
        5,
        ['P1.5 FWD', 'P1.3 FWD', 'H1.5 FWD'],
        [
          ['Vibe', 24_990],
          ['Excite', 27_990],
          ['Essence', 30_990],
        ],
      ),
      car(
        'ZS EV',
        'suv',
        '2021-',
        5,
        ['E0 FWD'],
        [
          ['Excite', 40_990],
          ['Essence', 46_990],
        ],
      ),
      car(
        'MG4',
        'hatch',
        '2023-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Excite 51', 39_990],
          ['Essence 64', 46_990],
          ['XPOWER', 59_990],
        ],
      ),
      car(
        'HS',
        'suv',
        '2019-',
        5,
        ['P1.5 FWD', 'P2.0 AWD', 'H1.5 FWD'],
        [
          ['Vibe', 31_990],
          ['Excite', 35_990],
          ['Essence', 40_990],
        ],
      ),
    ],
  ),
  make(
    'Tesla',
    'tesla',
    3,
    ['LRW', '5YJ', 'XP7'],
    [
      car(
        'Model 3',
        'sedan',
        '2019-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Rear-Wheel Drive', 54_990],
          ['Long Range', 63_990],
          ['Performance', 79_990],
        ],
      ),
      car(
        'Model Y',
        'suv',
        '2022-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Rear-Wheel Drive', 58_900],
          ['Long Range', 68_900],
          ['Performance', 82_900],
        ],
      ),
    ],
  ),
  make(
    'BYD',
    'byd',
    3,
    ['LGX', 'LC0'],
    [
      car(
        'Atto 3',
        'suv',
        '2022-',
        5,
        ['E0 FWD'],
        [
          ['Essential', 44_499],
          ['Premium', 47_499],
        ],
      ),
      car(
        'Dolphin',
        'hatch',
        '2023-',
        5,
        ['E0 FWD'],
        [
          ['Essential', 29_990],
          ['Premium', 36_888],
        ],
      ),
      car(
        'Seal',
        'sedan',
        '2023-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Dynamic', 49_888],
          ['Premium', 58_798],
          ['Performance', 65_888],
        ],
      ),
      car(
        'Sealion 7',
        'suv',
        '2025-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Premium', 54_990],
          ['Performance', 64_990],
        ],
      ),
      ute('Shark 6', '2025-', ['H1.5 AWD'], [['Premium', 57_900]], { cabs: ['Dual Cab'], manual: false }),
    ],
  ),
  make(
    'GWM',
    'gwm',
    3,
    ['LGW'],
    [
      ute(
        'Ute Cannon',
        '2021-',
        ['D2.4 4WD'],
        [
          ['Cannon', 40_990],
          ['Cannon-L', 44_490],
          ['Cannon-X', 49_990],
          ['Cannon Alpha', 55_990],
        ],
        { cabs: ['Dual Cab', 'Single Cab'] },
      ),
      car(
        'Tank 300',
        'suv',
        '2023-',
        5,
        ['P2.0 4WD', 'H2.0 4WD'],
        [
          ['Lux', 51_990],
          ['Ultra', 57_990],
        ],
      ),
      car(
        'Ora',
        'hatch',
        '2023-',
        5,
        ['E0 FWD'],
        [
          ['Standard Range', 35_990],
          ['Extended Range', 43_990],
        ],
      ),
    ],
  ),
  make(
    'Suzuki',
    'suzuki',
    3,
    ['JS3', 'MA3', 'TSM'],
    [
      car(
        'Swift',
        'hatch',
        '2011-',
        5,
        ['P1.2 FWD', 'H1.2 FWD', 'P1.4 FWD'],
        [
          ['Hybrid', 24_490],
          ['Hybrid Plus', 27_490],
          ['Hybrid GLX', 29_490],
          ['Sport', 30_990],
        ],
        { manual: true },
      ),
      car(
        'Jimny',
        'suv',
        '2019-',
        4,
        ['P1.5 4WD'],
        [
          ['Lite', 32_990],
          ['Jimny', 34_990],
          ['XL', 37_990],
        ],
        { manual: true },
      ),
      car(
        'Vitara',
        'suv',
        '2015-',
        5,
        ['P1.6 FWD', 'P1.4 AWD'],
        [
          ['Vitara', 31_990],
          ['Turbo', 38_490],
          ['Turbo ALLGRIP', 41_490],
        ],
      ),
      car(
        'S-Cross',
        'suv',
        '2017-',
        5,
        ['P1.4 FWD/AWD'],
        [
          ['Turbo', 36_990],
          ['Turbo ALLGRIP Prestige', 45_990],
        ],
      ),
    ],
  ),
  make(
    'Holden',
    'holden',
    4,
    ['6G1', '6H8', 'KL3', 'MMU'],
    [
      car(
        'Commodore',
        'sedan',
        '2013-2017',
        5,
        ['P3.6 RWD', 'P6.2 RWD', 'P3.0 RWD'],
        [
          ['Evoke', 35_990],
          ['SV6', 41_990],
          ['Calais V', 52_990],
          ['SS-V Redline', 55_990],
        ],
        { series: 'VF' },
      ),
      car(
        'Commodore',
        'sedan',
        '2008-2013',
        5,
        ['P3.0 RWD', 'P3.6 RWD', 'P6.0 RWD'],
        [
          ['Omega', 36_990],
          ['SV6', 42_490],
          ['SS', 47_990],
        ],
        { series: 'VE' },
      ),
      car(
        'Commodore',
        'hatch',
        '2018-2020',
        5,
        ['P2.0 FWD', 'P3.6 AWD'],
        [
          ['LT', 33_690],
          ['RS', 37_290],
          ['VXR', 55_990],
        ],
        { series: 'ZB', body: 'Liftback' },
      ),
      ute(
        'Colorado',
        '2012-2020',
        ['D2.8 4WD/RWD'],
        [
          ['LS', 36_990],
          ['LT', 44_990],
          ['LTZ', 50_990],
          ['Z71', 55_990],
        ],
        { series: 'RG' },
      ),
      car(
        'Captiva',
        'suv',
        '2008-2018',
        7,
        ['P2.4 FWD', 'D2.2 AWD', 'P3.0 AWD'],
        [
          ['Active', 27_490],
          ['LT', 35_490],
          ['LTZ', 42_490],
        ],
        { series: 'CG' },
      ),
      car(
        'Cruze',
        'hatch',
        '2009-2016',
        5,
        ['P1.8 FWD', 'P1.4 FWD'],
        [
          ['Equipe', 20_490],
          ['SRi', 26_990],
        ],
        { manual: true, series: 'JH' },
      ),
      car(
        'Trax',
        'suv',
        '2013-2020',
        5,
        ['P1.8 FWD', 'P1.4 FWD'],
        [
          ['LS', 23_990],
          ['LTZ', 29_990],
        ],
      ),
      car(
        'Astra',
        'hatch',
        '2015-2020',
        5,
        ['P1.4 FWD', 'P1.6 FWD'],
        [
          ['R', 21_990],
          ['RS', 26_990],
          ['RS-V', 31_990],
        ],
        { manual: true },
      ),
    ],
  ),
  make(
    'BMW',
    'bmw',
    3,
    ['WBA', 'WBS', 'WBX'],
    [
      car(
        '3 Series',
        'sedan',
        '2019-',
        5,
        ['P2.0 RWD', 'P3.0 AWD', 'H2.0 RWD'],
        [
          ['320i M Sport', 78_900],
          ['330i M Sport', 89_900],
          ['M340i xDrive', 112_900],
        ],
        { series: 'G20' },
      ),
      car(
        '3 Series',
        'sedan',
        '2012-2019',
        5,
        ['P2.0 RWD', 'D2.0 RWD'],
        [
          ['320i', 59_900],
          ['328i Sport Line', 69_900],
          ['330i M Sport', 76_900],
        ],
        { series: 'F30' },
      ),
      car(
        '1 Series',
        'hatch',
        '2020-',
        5,
        ['P2.0 FWD/AWD'],
        [
          ['118i', 54_900],
          ['M135 xDrive', 82_900],
        ],
      ),
      car(
        'X1',
        'suv',
        '2016-',
        5,
        ['P2.0 FWD/AWD', 'E0 AWD'],
        [
          ['sDrive18i', 59_900],
          ['xDrive20i M Sport', 71_900],
          ['iX1 xDrive30', 82_900],
        ],
      ),
      car(
        'X3',
        'suv',
        '2018-',
        5,
        ['P2.0 AWD', 'D2.0 AWD', 'H2.0 AWD'],
        [
          ['xDrive20i', 84_900],
          ['xDrive30i M Sport', 98_900],
          ['M40i', 124_900],
        ],
      ),
      car(
        'X5',
        'suv',
        '2019-',
        7,
        ['D3.0 AWD', 'H3.0 AWD', 'P4.4 AWD'],
        [
          ['xDrive30d', 130_900],
          ['xDrive50e', 156_900],
          ['M60i', 189_900],
        ],
        { series: 'G05' },
      ),
    ],
  ),
  make(
    'Mercedes-Benz',
    'mercedes-benz',
    3,
    ['WDD', 'W1K', 'WDC', 'W1N'],
    [
      car(
        'A-Class',
        'hatch',
        '2018-',
        5,
        ['P1.3 FWD', 'P2.0 FWD/AWD'],
        [
          ['A 180', 57_700],
          ['A 200', 64_900],
          ['A 35 AMG', 85_400],
        ],
        { series: 'W177' },
      ),
      car(
        'C-Class',
        'sedan',
        '2022-',
        5,
        ['P2.0 RWD', 'H2.0 RWD'],
        [
          ['C 200', 82_400],
          ['C 300', 97_400],
          ['C 43 AMG', 130_600],
        ],
        { series: 'W206' },
      ),
      car(
        'C-Class',
        'sedan',
        '2014-2021',
        5,
        ['P2.0 RWD', 'D2.1 RWD'],
        [
          ['C 200', 61_900],
          ['C 250', 69_900],
          ['C 300', 74_400],
        ],
        { series: 'W205' },
      ),
      car(
        'GLA',
        'suv',
        '2020-',
        5,
        ['P1.3 FWD', 'P2.0 AWD'],
        [
          ['GLA 200', 69_900],
          ['GLA 250 4MATIC', 78_200],
        ],
      ),
      car(
        'GLC',
        'suv',
        '2016-',
        5,
        ['P2.0 AWD', 'D2.0 AWD', 'H2.0 AWD'],
        [
          ['GLC 300 4MATIC', 96_600],
          ['GLC 43 AMG', 135_000],
        ],
      ),
      car(
        'Sprinter',
        'van',
        '2013-',
        3,
        ['D2.0 RWD', 'D2.1 RWD', 'D3.0 RWD'],
        [
          ['316 CDI MWB', 72_900],
          ['319 CDI LWB', 84_900],
        ],
      ),
      car(
        'Vito',
        'van',
        '2015-',
        3,
        ['D2.0 RWD', 'D2.1 RWD'],
        [
          ['116 CDI MWB', 55_900],
          ['119 CDI LWB', 62_900],
        ],
      ),
    ],
  ),
  make(
    'Audi',
    'audi',
    2,
    ['WAU', 'WA1', 'TRU'],
    [
      car(
        'A3',
        'hatch',
        '2013-',
        5,
        ['P1.4 FWD', 'P2.0 FWD/AWD', 'P1.5 FWD'],
        [
          ['35 TFSI', 49_900],
          ['40 TFSI quattro', 59_900],
          ['S3', 79_900],
        ],
        { series: '8Y' },
      ),
      car(
        'A4',
        'sedan',
        '2016-',
        5,
        ['P2.0 FWD/AWD', 'D2.0 FWD'],
        [
          ['35 TFSI', 62_900],
          ['45 TFSI quattro S line', 79_900],
        ],
        { series: 'B9' },
      ),
      car(
        'Q3',
        'suv',
        '2019-',
        5,
        ['P1.4 FWD', 'P2.0 AWD'],
        [
          ['35 TFSI', 56_900],
          ['40 TFSI quattro S line', 69_900],
        ],
      ),
      car(
        'Q5',
        'suv',
        '2017-',
        5,
        ['P2.0 AWD', 'D2.0 AWD', 'D3.0 AWD'],
        [
          ['40 TDI quattro', 78_900],
          ['45 TFSI quattro S line', 84_900],
          ['SQ5', 114_900],
        ],
      ),
    ],
  ),
  make(
    'Jeep',
    'jeep',
    2,
    ['1C4', 'ZAC', '1J4'],
    [
      car(
        'Wrangler',
        'suv',
        '2018-',
        5,
        ['P2.0 4WD', 'P3.6 4WD'],
        [
          ['Night Eagle', 82_950],
          ['Unlimited Rubicon', 96_950],
        ],
        { series: 'JL' },
      ),
      car(
        'Grand Cherokee',
        'suv',
        '2022-',
        7,
        ['P3.6 4WD', 'H2.0 4WD'],
        [
          ['Night Eagle', 79_950],
          ['Limited', 87_950],
          ['Summit Reserve', 110_950],
        ],
        { series: 'WL' },
      ),
      car(
        'Grand Cherokee',
        'suv',
        '2011-2021',
        5,
        ['P3.6 4WD', 'D3.0 4WD', 'P6.4 4WD'],
        [
          ['Laredo', 47_000],
          ['Limited', 62_000],
          ['SRT', 91_000],
        ],
        { series: 'WK2' },
      ),
      car(
        'Compass',
        'suv',
        '2017-',
        5,
        ['P2.4 FWD/4WD', 'P1.3 FWD'],
        [
          ['Night Eagle', 44_450],
          ['Limited', 49_450],
          ['Trailhawk', 52_450],
        ],
      ),
    ],
  ),
  make(
    'Land Rover',
    'land-rover',
    2,
    ['SAL'],
    [
      car(
        'Defender',
        'suv',
        '2020-',
        7,
        ['D3.0 4WD', 'P3.0 4WD', 'P5.0 4WD'],
        [
          ['110 D250 SE', 110_000],
          ['110 D350 X-Dynamic HSE', 138_000],
          ['130 P400 X', 175_000],
        ],
      ),
      car(
        'Discovery Sport',
        'suv',
        '2015-',
        7,
        ['D2.0 AWD', 'P2.0 AWD'],
        [
          ['D200 S', 78_000],
          ['P250 Dynamic SE', 87_000],
        ],
      ),
      car(
        'Discovery',
        'suv',
        '2017-',
        7,
        ['D3.0 4WD', 'P3.0 4WD'],
        [
          ['D300 S', 111_000],
          ['D300 Metropolitan', 139_000],
        ],
      ),
      car(
        'Range Rover Evoque',
        'suv',
        '2019-',
        5,
        ['P2.0 AWD', 'D2.0 AWD'],
        [
          ['P250 S', 83_000],
          ['P300e Dynamic SE', 101_000],
        ],
      ),
    ],
  ),
  make(
    'RAM',
    'ram',
    1,
    ['3C6', '1C6'],
    [
      ute(
        '1500',
        '2019-',
        ['P5.7 4WD', 'P3.0 4WD'],
        [
          ['Express', 99_950],
          ['Laramie', 139_950],
          ['Limited', 159_950],
        ],
        { cabs: ['Dual Cab'], manual: false },
      ),
      ute(
        '2500',
        '2018-',
        ['D6.7 4WD'],
        [
          ['Laramie', 149_950],
          ['Limited', 172_950],
        ],
        { cabs: ['Dual Cab'], manual: false },
      ),
    ],
  ),
  make(
    'Skoda',
    'skoda',
    2,
    ['TMB'],
    [
      car(
        'Octavia',
        'wagon',
        '2013-',
        5,
        ['P1.4 FWD', 'P2.0 FWD'],
        [
          ['110TSI Style', 41_990],
          ['RS', 57_990],
        ],
      ),
      car(
        'Octavia',
        'sedan',
        '2013-',
        5,
        ['P1.4 FWD', 'P2.0 FWD'],
        [
          ['110TSI Style', 39_990],
          ['RS', 55_990],
        ],
        { manual: true },
      ),
      car(
        'Karoq',
        'suv',
        '2018-',
        5,
        ['P1.5 FWD', 'P2.0 AWD'],
        [
          ['110TSI Style', 44_990],
          ['140TSI Sportline', 51_990],
        ],
      ),
      car(
        'Kodiaq',
        'suv',
        '2017-',
        7,
        ['P2.0 FWD/AWD'],
        [
          ['Selection', 56_990],
          ['Sportline', 63_990],
          ['RS', 73_990],
        ],
      ),
      car('Fabia', 'hatch', '2015-', 5, ['P1.0 FWD'], [['110TSI Monte Carlo', 33_990]], { manual: true }),
    ],
  ),
  make(
    'Volvo',
    'volvo',
    2,
    ['YV1', 'YV4', 'LYV'],
    [
      car(
        'XC40',
        'suv',
        '2018-',
        5,
        ['P2.0 FWD/AWD', 'E0 RWD/AWD'],
        [
          ['Plus B4', 56_990],
          ['Ultimate B5', 66_990],
          ['Recharge Twin', 82_990],
        ],
      ),
      car(
        'XC60',
        'suv',
        '2017-',
        5,
        ['P2.0 AWD', 'H2.0 AWD', 'D2.0 AWD'],
        [
          ['Plus B5', 75_990],
          ['Ultimate B5', 84_990],
          ['T8 Recharge', 99_990],
        ],
      ),
      car(
        'XC90',
        'suv',
        '2015-',
        7,
        ['P2.0 AWD', 'H2.0 AWD', 'D2.0 AWD'],
        [
          ['Plus B6', 99_990],
          ['Ultimate B6', 112_990],
          ['T8 Recharge', 124_990],
        ],
      ),
      car(
        'EX30',
        'suv',
        '2024-',
        5,
        ['E0 RWD/AWD'],
        [
          ['Plus', 59_990],
          ['Ultra', 69_990],
        ],
      ),
    ],
  ),
  make(
    'Lexus',
    'lexus',
    2,
    ['JTH', 'JTJ', '2T2'],
    [
      car(
        'NX',
        'suv',
        '2015-',
        5,
        ['P2.5 FWD', 'H2.5 FWD/AWD', 'P2.4 AWD'],
        [
          ['NX250 Luxury', 67_500],
          ['NX350h Sports Luxury', 83_500],
          ['NX450h+ F Sport', 96_000],
        ],
      ),
      car(
        'RX',
        'suv',
        '2016-',
        5,
        ['H2.5 AWD', 'P2.4 AWD', 'P3.5 AWD'],
        [
          ['RX350h Luxury', 98_900],
          ['RX500h F Sport', 126_500],
        ],
      ),
      car(
        'UX',
        'suv',
        '2019-',
        5,
        ['H2.0 FWD/AWD', 'E0 FWD'],
        [
          ['UX250h Luxury', 53_500],
          ['UX300h F Sport', 63_500],
        ],
      ),
      car(
        'IS',
        'sedan',
        '2013-',
        5,
        ['P2.0 RWD', 'H2.5 RWD', 'P5.0 RWD'],
        [
          ['IS300 Luxury', 64_500],
          ['IS350 F Sport', 76_500],
          ['IS500 F Sport Performance', 91_500],
        ],
      ),
    ],
  ),
]

/** One caravan: length and width in feet, tare and ATM in kilograms, berths. */
function caravan(
  name: string,
  sold: string,
  body: string,
  lengthFt: number,
  sleeps: number,
  tare: number,
  atm: number,
  badges: Array<[string, number]>,
  offRoad = false,
): CatalogueModel {
  const [from, to] = years(sold)
  return {
    name,
    kind: 'caravan',
    body,
    from,
    to,
    series: null,
    seats: 0,
    doors: 1,
    engines: [],
    transmissions: [],
    badges,
    cabs: [],
    caravan: {
      lengthFt,
      widthFt: body === 'Camper Trailer' ? 6.5 : lengthFt >= 20 ? 8 : 7.5,
      tare,
      atm,
      axle: lengthFt >= 17 ? 'Tandem' : 'Single',
      sleeps,
      offRoad,
    },
  }
}

export const CARAVAN_MAKES: CatalogueMake[] = [
  make(
    'Jayco',
    'jayco',
    8,
    ['6T9'],
    [
      caravan(
        'Journey',
        '2008-',
        'Caravan',
        19.5,
        4,
        2350,
        2950,
        [
          ['Outback', 82_990],
          ['Touring', 76_990],
        ],
        true,
      ),
      caravan('Starcraft', '2008-', 'Caravan', 17, 4, 1780, 2350, [
        ['Touring', 58_990],
        ['Outback', 63_990],
      ]),
      caravan(
        'Silverline',
        '2010-',
        'Caravan',
        21.5,
        2,
        2650,
        3300,
        [
          ['Touring', 118_990],
          ['Outback', 126_990],
        ],
        true,
      ),
      caravan('Crossover', '2018-', 'Caravan', 16, 3, 1560, 2000, [['Outback', 56_990]], true),
      caravan('Swan', '2008-', 'Camper Trailer', 12.5, 6, 1050, 1450, [
        ['Outback', 36_990],
        ['Touring', 33_990],
      ]),
      caravan('Eagle', '2008-', 'Camper Trailer', 14, 6, 1250, 1700, [['Outback', 42_990]]),
    ],
    'caravan',
  ),
  make(
    'Jurgens',
    'jurgens',
    3,
    ['6T9'],
    [
      caravan('Lunar', '2015-', 'Caravan', 18, 4, 1900, 2500, [['Family', 64_990]]),
      caravan('Xplorer', '2018-', 'Caravan', 17.5, 2, 2080, 2600, [['Off-road', 76_990]], true),
      caravan('Classic', '2010-', 'Caravan', 20, 2, 2150, 2750, [['Luxury', 79_990]]),
    ],
    'caravan',
  ),
  make(
    'Lotus Caravans',
    'lotus-caravans',
    2,
    ['6U9'],
    [
      caravan('Trooper', '2014-', 'Caravan', 20, 4, 2750, 3500, [['Off-grid', 132_990]], true),
      caravan('Freelander', '2014-', 'Caravan', 19, 2, 2600, 3300, [['Touring', 112_990]], true),
      caravan('Vision', '2016-', 'Caravan', 21, 2, 2900, 3500, [['Off-grid', 139_990]], true),
    ],
    'caravan',
  ),
  make(
    'Roadstar',
    'roadstar',
    2,
    ['6U9'],
    [
      caravan('Voyager', '2012-', 'Caravan', 21, 2, 2500, 3200, [['Couples', 86_990]], true),
      caravan('Safari Getaway', '2012-', 'Caravan', 22, 6, 2800, 3500, [['Family', 94_990]], true),
    ],
    'caravan',
  ),
  make(
    'Coromal',
    'coromal',
    3,
    ['6T9'],
    [
      caravan('Element', '2010-', 'Caravan', 18, 2, 1950, 2500, [['Touring', 69_990]]),
      caravan('Appeal', '2012-', 'Caravan', 19, 4, 2150, 2750, [['Touring', 66_990]]),
      caravan('Lifestyle', '2008-2019', 'Caravan', 21, 2, 2300, 2900, [['Luxury', 72_990]]),
    ],
    'caravan',
  ),
  make(
    'New Age',
    'new-age',
    2,
    ['6U9'],
    [
      caravan('Manta Ray', '2012-', 'Caravan', 20, 4, 2450, 3200, [['Off-road', 91_990]], true),
      caravan('Big Red', '2010-', 'Caravan', 23, 2, 2950, 3500, [['Luxury', 117_990]], true),
    ],
    'caravan',
  ),
  make(
    'Avan',
    'avan',
    2,
    ['6T9'],
    [
      caravan('Aspire', '2013-', 'Caravan', 17, 2, 1650, 2200, [['Touring', 74_990]]),
      caravan('Cruiser', '2008-', 'Pop Top', 14, 4, 1350, 1800, [['Touring', 48_990]]),
    ],
    'caravan',
  ),
  make(
    'Crusader',
    'crusader',
    2,
    ['6U9'],
    [
      caravan('Excalibur', '2014-', 'Caravan', 21.5, 2, 2700, 3300, [['Luxury', 96_990]]),
      caravan('Super Tourer', '2016-', 'Caravan', 19.5, 5, 2450, 3100, [['Family', 89_990]]),
    ],
    'caravan',
  ),
]

/** One motorcycle: body ("Naked", "Adventure"...), engine litres (0 electric). */
function bike(name: string, sold: string, body: string, litres: number, badges: Array<[string, number]>): CatalogueModel {
  const [from, to] = years(sold)
  return {
    name,
    kind: 'motorcycle',
    body,
    from,
    to,
    series: null,
    seats: body === 'Sports' ? 1 : 2,
    doors: 0,
    engines: [{ fuel: litres === 0 ? 'Electric' : 'Petrol', litres, drives: ['RWD'] }],
    transmissions: ['Manual'],
    badges,
    cabs: [],
    caravan: null,
  }
}

export const MOTORCYCLE_MAKES: CatalogueMake[] = [
  make(
    'Yamaha',
    'yamaha',
    5,
    ['JYA'],
    [
      bike('MT-07', '2014-', 'Naked', 0.7, [
        ['LAMS', 12_999],
        ['Full Power', 13_499],
      ]),
      bike('Tenere 700', '2019-', 'Adventure', 0.7, [
        ['World Raid', 22_499],
        ['Explore', 19_999],
      ]),
      bike('YZF-R3', '2015-', 'Sports', 0.3, [['LAMS', 9_199]]),
    ],
    'motorcycle',
  ),
  make(
    'Kawasaki',
    'kawasaki',
    4,
    ['JKA'],
    [
      bike('Z900', '2017-', 'Naked', 0.9, [
        ['SE', 18_999],
        ['Base', 15_999],
      ]),
      bike('Ninja 400', '2018-', 'Sports', 0.4, [['LAMS', 8_999]]),
      bike('KLR650', '2008-', 'Adventure', 0.65, [['S', 11_499]]),
    ],
    'motorcycle',
  ),
  make(
    'Honda Motorcycles',
    'honda-motorcycles',
    4,
    ['JH2', 'MLH'],
    [
      bike('CB650R', '2019-', 'Naked', 0.65, [['E-Clutch', 15_499]]),
      bike('Africa Twin', '2016-', 'Adventure', 1.1, [
        ['Adventure Sports ES', 28_999],
        ['Base', 23_999],
      ]),
      bike('Rebel 500', '2017-', 'Cruiser', 0.5, [['LAMS', 10_999]]),
    ],
    'motorcycle',
  ),
  make(
    'Harley-Davidson',
    'harley-davidson',
    2,
    ['1HD'],
    [bike('Street Glide', '2008-', 'Cruiser', 1.9, [['Special', 49_995]]), bike('Fat Boy', '2008-', 'Cruiser', 1.9, [['114', 39_995]])],
    'motorcycle',
  ),
  make(
    'BMW Motorrad',
    'bmw-motorrad',
    2,
    ['WB1', 'WB3'],
    [
      bike('R 1300 GS', '2024-', 'Adventure', 1.3, [
        ['Trophy', 38_990],
        ['Option 719', 43_990],
      ]),
      bike('R 1250 GS', '2019-2023', 'Adventure', 1.25, [['Adventure', 33_990]]),
      bike('S 1000 RR', '2010-', 'Sports', 1.0, [['M Package', 39_990]]),
    ],
    'motorcycle',
  ),
  make(
    'Ducati',
    'ducati',
    2,
    ['ZDM'],
    [bike('Monster', '2021-', 'Naked', 0.94, [['+', 23_990]]), bike('Multistrada V4', '2021-', 'Adventure', 1.16, [['S', 41_500]])],
    'motorcycle',
  ),
  make(
    'KTM',
    'ktm',
    2,
    ['VBK'],
    [bike('390 Duke', '2013-', 'Naked', 0.4, [['LAMS', 8_995]]), bike('890 Adventure', '2021-', 'Adventure', 0.89, [['R', 24_495]])],
    'motorcycle',
  ),
  make(
    'Triumph',
    'triumph',
    2,
    ['SMT'],
    [
      bike('Bonneville T120', '2016-', 'Classic', 1.2, [['Black', 23_990]]),
      bike('Tiger 900', '2020-', 'Adventure', 0.9, [
        ['GT Pro', 26_490],
        ['Rally Pro', 27_490],
      ]),
    ],
    'motorcycle',
  ),
]

export const ALL_MAKES: CatalogueMake[] = [...CAR_MAKES, ...CARAVAN_MAKES, ...MOTORCYCLE_MAKES]

/** Colours by image colour slug, with their relative share (caravans are mostly white: see generate.ts). */
const COLOUR_SHARES = { white: 24, black: 12, silver: 11, grey: 15, blue: 9, red: 8, green: 3, orange: 2, yellow: 1, brown: 2, bronze: 2, beige: 1 } as const

export type ColourSlug = keyof typeof COLOUR_SHARES

/** Colours: feed name (the slug capitalised), image colour slug, relative share. */
export const COLOURS = (Object.entries(COLOUR_SHARES) as Array<[ColourSlug, number]>).map(
  ([slug, share]) => [`${slug[0]!.toUpperCase()}${slug.slice(1)}`, slug, share] as const,
)

export const INTERIOR_COLOURS = ['Black', 'Black', 'Black', 'Charcoal', 'Grey', 'Beige', 'Brown'] as const

/** Equipment by the model year it became common, cheapest first. */
export const EQUIPMENT: ReadonlyArray<readonly [item: string, fromYear: number, minNewPrice: number]> = [
  ['Bluetooth Connectivity', 2008, 0],
  ['Cruise Control', 2008, 0],
  ['Air Conditioning', 2008, 0],
  ['Alloy Wheels', 2008, 25_000],
  ['Reversing Camera', 2012, 0],
  ['Rear Parking Sensors', 2010, 28_000],
  ['Apple CarPlay', 2016, 0],
  ['Android Auto', 2016, 0],
  ['Autonomous Emergency Braking (AEB)', 2017, 0],
  ['Lane Keeping Assist', 2018, 0],
  ['Blind Spot Monitoring', 2017, 35_000],
  ['Rear Cross Traffic Alert', 2017, 35_000],
  ['Adaptive Cruise Control', 2017, 38_000],
  ['Keyless Entry', 2012, 35_000],
  ['Push Button Start', 2012, 35_000],
  ['Satellite Navigation', 2010, 40_000],
  ['Dual-Zone Climate Control', 2010, 40_000],
  ['Wireless Phone Charger', 2019, 45_000],
  ['Leather Seats', 2008, 55_000],
  ['Heated Front Seats', 2012, 55_000],
  ['Power Tailgate', 2015, 55_000],
  ['360 Degree Camera', 2018, 60_000],
  ['Head-Up Display', 2018, 65_000],
  ['Panoramic Sunroof', 2014, 65_000],
  ['Premium Sound System', 2010, 70_000],
  ['Ventilated Front Seats', 2018, 85_000],
]

export const KIND_EQUIPMENT: Partial<Record<BodyKind, readonly string[]>> = {
  ute: ['Tow Bar', 'Tub Liner', 'Tonneau Cover', 'Bull Bar', 'Snorkel', 'Roof Racks', 'Side Steps'],
  suv: ['Roof Rails', 'Tow Bar', 'Third Row Seating'],
  van: ['Cargo Barrier', 'Sliding Side Door', 'Tow Bar'],
}

export const EV_EQUIPMENT = ['DC Fast Charging', 'Heat Pump', 'Vehicle-to-Load (V2L)', 'One-Pedal Driving'] as const
export const FOUR_WD_EQUIPMENT = ['Rear Differential Lock', 'Hill Descent Control', 'Low Range Transfer Case', 'All-Terrain Tyres'] as const
export const CARAVAN_EQUIPMENT = [
  'Solar Panels',
  'Lithium Battery',
  'Ensuite',
  'Air Conditioning',
  'Roll-out Awning',
  'Diesel Heater',
  'Washing Machine',
  'Microwave',
  '2 x 95L Water Tanks',
  'External BBQ',
  'Reversing Camera',
  'Anderson Plug',
] as const
export const MOTORCYCLE_EQUIPMENT = [
  'ABS',
  'Traction Control',
  'Riding Modes',
  'LED Lighting',
  'TFT Display',
  'Quickshifter',
  'Cruise Control',
  'Heated Grips',
  'USB Charging',
] as const
