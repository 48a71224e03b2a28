/**
 * What the demo stock is made of: real Australian-market makes, models, badges and rough drive-away
 * prices (new, in dollars), so generated stock looks and filters like a dealer's feed.
 * Names and slugs match site-seeds/manufacturers.json.
 */
export type BodyKind = 'sedan' | 'hatch' | 'suv' | 'ute' | 'wagon' | 'van' | 'coupe' | 'convertible' | 'caravan' | 'motorcycle'

export interface CatalogueModel {
  name: string
  kind: BodyKind
  /** Body as dealers' feeds name it (simple_body). */
  body: string
  seats: number
  doors: number
  fuel: Array<'Petrol' | 'Diesel' | 'Hybrid' | 'Electric'>
  drive: Array<'FWD' | 'RWD' | 'AWD' | '4WD'>
  transmission: Array<'Automatic' | 'Manual'>
  /** Engine size in litres (0 for electric). */
  engine: number
  /** Badge and its new price. */
  badges: Array<[badge: string, price: number]>
  series?: string
}

export interface CatalogueMake {
  name: string
  slug: string
  /** How often the make turns up in used stock (relative). */
  popularity: number
  itemType: 'car' | 'caravan' | 'motorcycle'
  models: CatalogueModel[]
}

const car = (name: string, kind: BodyKind, body: string, seats: number, fuel: CatalogueModel['fuel'], drive: CatalogueModel['drive'], engine: number, badges: CatalogueModel['badges'], extra: Partial<CatalogueModel> = {}): CatalogueModel => ({
  name,
  kind,
  body,
  seats,
  doors: kind === 'coupe' || kind === 'convertible' ? 2 : kind === 'ute' && body === 'Single Cab' ? 2 : kind === 'van' ? 4 : kind === 'hatch' ? 5 : 4,
  fuel,
  drive,
  transmission: ['Automatic'],
  engine,
  badges,
  ...extra,
})

export const CAR_MAKES: CatalogueMake[] = [
  { name: 'Toyota', slug: 'toyota', popularity: 20, itemType: 'car', models: [
    car('Corolla', 'hatch', 'Hatch', 5, ['Petrol', 'Hybrid'], ['FWD'], 2.0, [['Ascent Sport', 30_990], ['SX', 34_990], ['ZR', 39_990]]),
    car('Camry', 'sedan', 'Sedan', 5, ['Hybrid'], ['FWD'], 2.5, [['Ascent', 38_990], ['SL', 50_990]]),
    car('RAV4', 'suv', 'SUV', 5, ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 2.5, [['GX', 39_990], ['GXL', 44_990], ['Cruiser', 50_990], ['Edge', 55_990]]),
    car('HiLux', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD', 'RWD'], 2.8, [['Workmate', 38_990], ['SR', 52_990], ['SR5', 62_990], ['Rogue', 72_990]], { transmission: ['Automatic', 'Manual'], series: 'AN120' }),
    car('LandCruiser Prado', 'suv', 'SUV', 7, ['Diesel'], ['4WD'], 2.8, [['GX', 72_990], ['VX', 88_990], ['Kakadu', 99_990]]),
    car('LandCruiser 300', 'suv', 'SUV', 7, ['Diesel'], ['4WD'], 3.3, [['GXL', 110_990], ['Sahara', 140_990]]),
    car('Yaris Cross', 'suv', 'SUV', 5, ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 1.5, [['GX', 30_990], ['Urban', 37_990]]),
    car('HiAce', 'van', 'Van', 3, ['Diesel'], ['RWD'], 2.8, [['LWB', 52_990], ['SLWB', 58_990]]),
  ] },
  { name: 'Mazda', slug: 'mazda', popularity: 12, itemType: 'car', models: [
    car('Mazda3', 'hatch', 'Hatch', 5, ['Petrol'], ['FWD'], 2.0, [['G20 Pure', 31_990], ['G25 Evolve', 36_990], ['G25 Astina', 44_990]], { transmission: ['Automatic', 'Manual'] }),
    car('CX-3', 'suv', 'SUV', 5, ['Petrol'], ['FWD'], 2.0, [['Neo Sport', 28_990], ['Akari', 37_990]]),
    car('CX-5', 'suv', 'SUV', 5, ['Petrol', 'Diesel'], ['FWD', 'AWD'], 2.5, [['Maxx', 36_990], ['Maxx Sport', 41_990], ['GT SP', 50_990], ['Akera', 55_990]]),
    car('CX-60', 'suv', 'SUV', 5, ['Petrol', 'Hybrid'], ['AWD'], 3.3, [['G40e Evolve', 64_990], ['D50e Azami', 80_990]]),
    car('BT-50', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD'], 3.0, [['XT', 49_990], ['GT', 59_990], ['Thunder', 69_990]]),
    car('MX-5', 'convertible', 'Convertible', 2, ['Petrol'], ['RWD'], 2.0, [['Roadster', 44_990], ['RF GT', 53_990]], { transmission: ['Manual', 'Automatic'] }),
  ] },
  { name: 'Kia', slug: 'kia', popularity: 10, itemType: 'car', models: [
    car('Picanto', 'hatch', 'Hatch', 4, ['Petrol'], ['FWD'], 1.2, [['S', 19_990], ['GT-Line', 23_490]], { transmission: ['Manual', 'Automatic'] }),
    car('Cerato', 'hatch', 'Hatch', 5, ['Petrol'], ['FWD'], 2.0, [['S', 28_490], ['Sport', 32_990], ['GT', 40_990]]),
    car('Sportage', 'suv', 'SUV', 5, ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], 2.0, [['S', 36_990], ['SX', 41_990], ['GT-Line', 55_990]], { series: 'NQ5' }),
    car('Sorento', 'suv', 'SUV', 7, ['Petrol', 'Diesel', 'Hybrid'], ['AWD'], 2.2, [['S', 52_990], ['Sport+', 59_990], ['GT-Line', 71_990]]),
    car('Carnival', 'van', 'People Mover', 8, ['Petrol', 'Diesel'], ['FWD'], 3.5, [['S', 52_990], ['Platinum', 73_990]]),
    car('EV6', 'suv', 'SUV', 5, ['Electric'], ['RWD', 'AWD'], 0, [['Air', 72_590], ['GT-Line', 84_590]]),
    car('Tasman', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD'], 2.2, [['S', 49_990], ['X-Line', 66_990]]),
  ] },
  { name: 'Ford', slug: 'ford', popularity: 12, itemType: 'car', models: [
    car('Ranger', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD', 'RWD'], 2.0, [['XL', 45_990], ['XLT', 62_990], ['Wildtrak', 72_990], ['Raptor', 92_990]], { transmission: ['Automatic', 'Manual'] }),
    car('Everest', 'suv', 'SUV', 7, ['Diesel'], ['4WD'], 3.0, [['Ambiente', 58_990], ['Sport', 70_990], ['Platinum', 82_990]]),
    car('Mustang', 'coupe', 'Coupe', 4, ['Petrol'], ['RWD'], 5.0, [['GT Fastback', 82_990]], { transmission: ['Manual', 'Automatic'] }),
    car('Transit Custom', 'van', 'Van', 3, ['Diesel'], ['FWD'], 2.0, [['Trend', 55_990]]),
  ] },
  { name: 'Hyundai', slug: 'hyundai', popularity: 10, itemType: 'car', models: [
    car('i30', 'hatch', 'Hatch', 5, ['Petrol'], ['FWD'], 2.0, [['Active', 28_990], ['Elite', 33_990], ['N Line', 35_990]]),
    car('Tucson', 'suv', 'SUV', 5, ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], 2.0, [['Elite', 42_990], ['Highlander', 52_990]]),
    car('Santa Fe', 'suv', 'SUV', 7, ['Petrol', 'Hybrid'], ['AWD'], 2.5, [['Elite', 60_990], ['Calligraphy', 75_990]]),
    car('Kona', 'suv', 'SUV', 5, ['Petrol', 'Electric', 'Hybrid'], ['FWD'], 2.0, [['Base', 32_990], ['Premium', 44_990]]),
    car('Ioniq 5', 'suv', 'SUV', 5, ['Electric'], ['RWD', 'AWD'], 0, [['Dynamiq', 72_990], ['Epiq', 84_990]]),
  ] },
  { name: 'Mitsubishi', slug: 'mitsubishi', popularity: 8, itemType: 'car', models: [
    car('Triton', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD'], 2.4, [['GLX', 47_990], ['GLS', 55_990], ['GSR', 63_990]], { transmission: ['Automatic', 'Manual'] }),
    car('Outlander', 'suv', 'SUV', 7, ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 2.5, [['ES', 38_990], ['Aspire', 46_990], ['Exceed', 52_990]]),
    car('ASX', 'suv', 'SUV', 5, ['Petrol'], ['FWD'], 2.0, [['GS', 28_990], ['Exceed', 35_990]]),
    car('Pajero Sport', 'suv', 'SUV', 7, ['Diesel'], ['4WD'], 2.4, [['GLX', 52_990], ['GSR', 62_990]]),
  ] },
  { name: 'Nissan', slug: 'nissan', popularity: 7, itemType: 'car', models: [
    car('Navara', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD'], 2.3, [['SL', 48_990], ['ST-X', 62_990], ['PRO-4X', 68_990]]),
    car('X-Trail', 'suv', 'SUV', 7, ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 2.5, [['ST', 40_990], ['Ti', 52_990]]),
    car('Patrol', 'suv', 'SUV', 8, ['Petrol'], ['4WD'], 5.6, [['Ti', 89_990], ['Ti-L', 105_990]]),
    car('Qashqai', 'suv', 'SUV', 5, ['Petrol'], ['FWD'], 1.3, [['ST', 35_990], ['Ti', 48_990]]),
  ] },
  { name: 'Volkswagen', slug: 'volkswagen', popularity: 6, itemType: 'car', models: [
    car('Golf', 'hatch', 'Hatch', 5, ['Petrol'], ['FWD'], 1.4, [['Life', 39_990], ['R-Line', 45_990], ['GTI', 59_990]]),
    car('Tiguan', 'suv', 'SUV', 5, ['Petrol', 'Diesel'], ['FWD', 'AWD'], 2.0, [['Life', 45_990], ['Elegance', 58_990]]),
    car('Amarok', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD'], 3.0, [['Core', 55_990], ['Aventura', 79_990]]),
  ] },
  { name: 'Subaru', slug: 'subaru', popularity: 5, itemType: 'car', models: [
    car('Forester', 'suv', 'SUV', 5, ['Petrol', 'Hybrid'], ['AWD'], 2.5, [['2.5i', 38_990], ['2.5i-S', 47_990]]),
    car('Outback', 'wagon', 'Wagon', 5, ['Petrol'], ['AWD'], 2.5, [['AWD', 45_990], ['Touring', 54_990]]),
    car('WRX', 'sedan', 'Sedan', 5, ['Petrol'], ['AWD'], 2.4, [['Base', 52_990], ['tS', 63_990]], { transmission: ['Manual', 'Automatic'] }),
  ] },
  { name: 'Isuzu', slug: 'isuzu', popularity: 5, itemType: 'car', models: [
    car('D-Max', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD', 'RWD'], 3.0, [['SX', 42_990], ['LS-U', 57_990], ['X-Terrain', 67_990]], { transmission: ['Automatic', 'Manual'] }),
    car('MU-X', 'suv', 'SUV', 7, ['Diesel'], ['4WD', 'RWD'], 3.0, [['LS-M', 54_990], ['LS-T', 68_990]]),
  ] },
  { name: 'Honda', slug: 'honda', popularity: 4, itemType: 'car', models: [
    car('Civic', 'hatch', 'Hatch', 5, ['Petrol', 'Hybrid'], ['FWD'], 1.5, [['VTi LX', 47_990], ['Type R', 72_600]]),
    car('CR-V', 'suv', 'SUV', 7, ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 1.5, [['VTi', 44_990], ['VTi L7', 50_990]]),
    car('HR-V', 'suv', 'SUV', 5, ['Petrol', 'Hybrid'], ['FWD'], 1.5, [['Vi X', 36_990], ['e:HEV L', 45_990]]),
  ] },
  { name: 'MG', slug: 'mg', popularity: 5, itemType: 'car', models: [
    car('ZS', 'suv', 'SUV', 5, ['Petrol', 'Electric', 'Hybrid'], ['FWD'], 1.5, [['Vibe', 23_990], ['Essence', 28_990]]),
    car('MG3', 'hatch', 'Hatch', 5, ['Petrol', 'Hybrid'], ['FWD'], 1.5, [['Core', 21_990], ['Excite', 24_990]]),
    car('HS', 'suv', 'SUV', 5, ['Petrol', 'Hybrid'], ['FWD'], 1.5, [['Vibe', 32_990], ['Essence', 40_990]]),
  ] },
  { name: 'Tesla', slug: 'tesla', popularity: 3, itemType: 'car', models: [
    car('Model 3', 'sedan', 'Sedan', 5, ['Electric'], ['RWD', 'AWD'], 0, [['Rear-Wheel Drive', 58_900], ['Long Range', 68_900]]),
    car('Model Y', 'suv', 'SUV', 5, ['Electric'], ['RWD', 'AWD'], 0, [['Rear-Wheel Drive', 61_900], ['Long Range', 71_900]]),
  ] },
  { name: 'BYD', slug: 'byd', popularity: 3, itemType: 'car', models: [
    car('Atto 3', 'suv', 'SUV', 5, ['Electric'], ['FWD'], 0, [['Essential', 44_499], ['Premium', 47_499]]),
    car('Seal', 'sedan', 'Sedan', 5, ['Electric'], ['RWD', 'AWD'], 0, [['Dynamic', 49_888], ['Performance', 65_888]]),
    car('Shark 6', 'ute', 'Dual Cab', 5, ['Hybrid'], ['AWD'], 1.5, [['Premium', 57_900]]),
  ] },
  { name: 'GWM', slug: 'gwm', popularity: 3, itemType: 'car', models: [
    car('Ute Cannon', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD'], 2.4, [['Cannon', 40_990], ['Cannon-X', 48_990]]),
  ] },
  { name: 'Suzuki', slug: 'suzuki', popularity: 3, itemType: 'car', models: [
    car('Swift', 'hatch', 'Hatch', 5, ['Petrol', 'Hybrid'], ['FWD'], 1.2, [['Hybrid', 24_490], ['Hybrid GLX', 28_490]], { transmission: ['Manual', 'Automatic'] }),
    car('Jimny', 'suv', 'SUV', 4, ['Petrol'], ['4WD'], 1.5, [['Lite', 32_990], ['XL', 37_990]], { transmission: ['Manual', 'Automatic'] }),
    car('Vitara', 'suv', 'SUV', 5, ['Petrol'], ['FWD', 'AWD'], 1.6, [['Base', 31_990], ['Turbo ALLGRIP', 40_990]]),
  ] },
  { name: 'Holden', slug: 'holden', popularity: 4, itemType: 'car', models: [
    car('Commodore', 'sedan', 'Sedan', 5, ['Petrol'], ['FWD', 'RWD'], 3.6, [['LT', 40_990], ['SS-V Redline', 58_990]]),
    car('Colorado', 'ute', 'Dual Cab', 5, ['Diesel'], ['4WD'], 2.8, [['LS', 45_990], ['Z71', 57_990]]),
    car('Captiva', 'suv', 'SUV', 7, ['Petrol', 'Diesel'], ['FWD', 'AWD'], 2.4, [['LS', 33_990], ['LTZ', 41_990]]),
  ] },
  { name: 'BMW', slug: 'bmw', popularity: 3, itemType: 'car', models: [
    car('3 Series', 'sedan', 'Sedan', 5, ['Petrol'], ['RWD'], 2.0, [['320i M Sport', 78_900], ['M340i xDrive', 106_900]]),
    car('X5', 'suv', 'SUV', 5, ['Diesel', 'Hybrid'], ['AWD'], 3.0, [['xDrive30d', 128_900]]),
  ] },
  { name: 'Mercedes-Benz', slug: 'mercedes-benz', popularity: 3, itemType: 'car', models: [
    car('C-Class', 'sedan', 'Sedan', 5, ['Petrol', 'Hybrid'], ['RWD'], 2.0, [['C 200', 78_900], ['C 300', 92_900]]),
    car('GLC', 'suv', 'SUV', 5, ['Petrol'], ['AWD'], 2.0, [['GLC 300', 98_900]]),
    car('Sprinter', 'van', 'Van', 3, ['Diesel'], ['RWD'], 2.0, [['316 CDI', 72_900]]),
  ] },
  { name: 'Audi', slug: 'audi', popularity: 2, itemType: 'car', models: [
    car('A3', 'hatch', 'Hatch', 5, ['Petrol'], ['FWD'], 1.4, [['35 TFSI', 49_900], ['S3', 76_900]]),
    car('Q5', 'suv', 'SUV', 5, ['Petrol', 'Diesel'], ['AWD'], 2.0, [['40 TDI', 77_900], ['45 TFSI', 82_900]]),
  ] },
  { name: 'Jeep', slug: 'jeep', popularity: 2, itemType: 'car', models: [
    car('Wrangler', 'suv', 'SUV', 5, ['Petrol'], ['4WD'], 2.0, [['Unlimited Rubicon', 94_950]]),
    car('Grand Cherokee', 'suv', 'SUV', 5, ['Petrol'], ['4WD'], 3.6, [['Night Eagle', 74_950], ['Limited', 84_950]]),
  ] },
  { name: 'Land Rover', slug: 'land-rover', popularity: 2, itemType: 'car', models: [
    car('Defender', 'suv', 'SUV', 5, ['Diesel', 'Petrol'], ['4WD'], 3.0, [['110 D300 SE', 118_000], ['130 X-Dynamic', 145_000]]),
    car('Discovery Sport', 'suv', 'SUV', 7, ['Diesel', 'Petrol'], ['AWD'], 2.0, [['P250 Dynamic SE', 79_000]]),
  ] },
  { name: 'RAM', slug: 'ram', popularity: 1, itemType: 'car', models: [
    car('1500', 'ute', 'Dual Cab', 5, ['Petrol'], ['4WD'], 5.7, [['Express', 99_950], ['Laramie', 139_950]]),
  ] },
  { name: 'Skoda', slug: 'skoda', popularity: 2, itemType: 'car', models: [
    car('Octavia', 'wagon', 'Wagon', 5, ['Petrol'], ['FWD'], 1.4, [['Style', 41_990], ['RS', 57_990]]),
    car('Kodiaq', 'suv', 'SUV', 7, ['Petrol'], ['AWD'], 2.0, [['Style', 56_990], ['Sportline', 62_990]]),
  ] },
  { name: 'Volvo', slug: 'volvo', popularity: 2, itemType: 'car', models: [
    car('XC40', 'suv', 'SUV', 5, ['Petrol', 'Electric'], ['FWD', 'AWD'], 2.0, [['Plus B4', 56_990], ['Recharge Twin', 79_990]]),
    car('XC90', 'suv', 'SUV', 7, ['Petrol', 'Hybrid'], ['AWD'], 2.0, [['Plus B6', 99_990], ['Ultimate T8', 124_990]]),
  ] },
]

const van = (name: string, body: string, sleeps: number, length: number, badges: CatalogueModel['badges']): CatalogueModel => ({
  name,
  kind: 'caravan',
  body,
  seats: sleeps,
  doors: 1,
  fuel: [],
  drive: [],
  transmission: [],
  engine: length,
  badges,
})

export const CARAVAN_MAKES: CatalogueMake[] = [
  { name: 'Jayco', slug: 'jayco', popularity: 6, itemType: 'caravan', models: [van('Journey', 'Caravan', 4, 19, [['Outback', 79_990], ['Touring', 74_990]]), van('Starcraft', 'Caravan', 4, 17, [['Touring', 56_990]]), van('Silverline', 'Caravan', 2, 21, [['Outback', 119_990]]), van('Swan', 'Camper Trailer', 6, 12, [['Touring', 38_990]])] },
  { name: 'Jurgens', slug: 'jurgens', popularity: 3, itemType: 'caravan', models: [van('Lunar', 'Caravan', 4, 18, [['Family', 62_990]]), van('Xplorer', 'Caravan', 2, 17, [['Off-road', 74_990]])] },
  { name: 'Lotus Caravans', slug: 'lotus-caravans', popularity: 2, itemType: 'caravan', models: [van('Trooper', 'Caravan', 4, 20, [['Off-grid', 129_990]]), van('Freelander', 'Caravan', 2, 19, [['Touring', 109_990]])] },
  { name: 'Roadstar', slug: 'roadstar', popularity: 2, itemType: 'caravan', models: [van('Voyager', 'Caravan', 4, 21, [['Couples', 84_990]]), van('Safari Getaway', 'Caravan', 6, 22, [['Family', 92_990]])] },
  { name: 'Coromal', slug: 'coromal', popularity: 3, itemType: 'caravan', models: [van('Element', 'Caravan', 2, 18, [['Touring', 69_990]]), van('Appeal', 'Caravan', 4, 19, [['Touring', 64_990]])] },
  { name: 'New Age', slug: 'new-age', popularity: 2, itemType: 'caravan', models: [van('Manta Ray', 'Caravan', 4, 20, [['Off-road', 89_990]]), van('Big Red', 'Caravan', 2, 23, [['Luxury', 115_990]])] },
  { name: 'Avan', slug: 'avan', popularity: 2, itemType: 'caravan', models: [van('Aspire', 'Caravan', 2, 17, [['Touring', 72_990]]), van('Cruiser', 'Camper Trailer', 4, 13, [['Pop-top', 42_990]])] },
]

const bike = (name: string, body: string, engine: number, badges: CatalogueModel['badges']): CatalogueModel => ({
  name,
  kind: 'motorcycle',
  body,
  seats: 2,
  doors: 0,
  fuel: ['Petrol'],
  drive: ['RWD'],
  transmission: ['Manual'],
  engine,
  badges,
})

export const MOTORCYCLE_MAKES: CatalogueMake[] = [
  { name: 'Yamaha', slug: 'yamaha', popularity: 4, itemType: 'motorcycle', models: [bike('MT-07', 'Naked', 0.7, [['LAMS', 12_999]]), bike('Tenere 700', 'Adventure', 0.7, [['World Raid', 21_999]])] },
  { name: 'Kawasaki', slug: 'kawasaki', popularity: 3, itemType: 'motorcycle', models: [bike('Z900', 'Naked', 0.9, [['SE', 17_999]]), bike('Ninja 400', 'Sports', 0.4, [['LAMS', 8_999]])] },
  { name: 'Honda Motorcycles', slug: 'honda-motorcycles', popularity: 3, itemType: 'motorcycle', models: [bike('CB650R', 'Naked', 0.65, [['E-Clutch', 15_499]]), bike('Africa Twin', 'Adventure', 1.1, [['Adventure Sports', 27_999]])] },
  { name: 'Harley-Davidson', slug: 'harley-davidson', popularity: 2, itemType: 'motorcycle', models: [bike('Street Glide', 'Cruiser', 1.9, [['Special', 47_995]])] },
  { name: 'BMW Motorrad', slug: 'bmw-motorrad', popularity: 2, itemType: 'motorcycle', models: [bike('R 1300 GS', 'Adventure', 1.3, [['Trophy', 38_990]])] },
]

export const ALL_MAKES: CatalogueMake[] = [...CAR_MAKES, ...CARAVAN_MAKES, ...MOTORCYCLE_MAKES]

export const COLOURS = [
  ['White', 'white', 24],
  ['Black', 'black', 12],
  ['Silver', 'silver', 12],
  ['Grey', 'grey', 14],
  ['Blue', 'blue', 9],
  ['Red', 'red', 8],
  ['Green', 'green', 3],
  ['Orange', 'orange', 2],
  ['Yellow', 'yellow', 1],
  ['Brown', 'brown', 2],
] as const

export type ColourSlug = (typeof COLOURS)[number][1]

export const EQUIPMENT = {
  base: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Autonomous Emergency Braking (AEB)', 'Bluetooth Connectivity', 'Cruise Control', 'Lane Keeping Assist'],
  mid: ['Adaptive Cruise Control', 'Blind Spot Monitoring', 'Keyless Entry', 'Push Button Start', 'Satellite Navigation', 'Dual-Zone Climate Control'],
  high: ['Leather Seats', 'Heated Front Seats', 'Panoramic Sunroof', '360 Degree Camera', 'Head-Up Display', 'Premium Sound System'],
  towing: ['Tow Bar', 'Roof Rails'],
} as const

export const CARAVAN_EQUIPMENT = ['Solar Panels', 'Lithium Battery', 'Ensuite', 'Air Conditioning', 'Awning', 'Off-grid Water Tanks', 'Washing Machine'] as const
