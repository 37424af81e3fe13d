// Suppliers and real-looking car models per range, the raw material of the seeded catalogue.
import type { CarRange, FuelType } from '../../domain/enums'

export type SeedSupplier = {
  fullName: string
  /** Logo file stem and e-mail domain. */
  slug: string
  brandColor: string
  countryCodes: string[]
  payLater: boolean
  licenseRequired: boolean
  /** Markup percent, inside every unit price a customer pays (src/domain/money.ts customerPrice). */
  priceChangeRate: number
  /** How many cars it rents out; CARS_PER_SUPPLIER when absent. */
  fleetSize?: number
}

export const seedSuppliers: SeedSupplier[] = [
  { fullName: 'Azur Drive', slug: 'azur-drive', brandColor: '#1565c0', countryCodes: ['FR'], payLater: true, licenseRequired: true, priceChangeRate: 5 },
  { fullName: 'Hexagone Location', slug: 'hexagone-location', brandColor: '#283593', countryCodes: ['FR', 'MA'], payLater: true, licenseRequired: false, priceChangeRate: 0 },
  { fullName: 'Iberia Wheels', slug: 'iberia-wheels', brandColor: '#c62828', countryCodes: ['ES'], payLater: true, licenseRequired: false, priceChangeRate: 8 },
  { fullName: 'Sol Rent a Car', slug: 'sol-rent-a-car', brandColor: '#ef6c00', countryCodes: ['ES', 'FR'], payLater: true, licenseRequired: true, priceChangeRate: 3.5 },
  { fullName: 'Liberty Auto Rental', slug: 'liberty-auto-rental', brandColor: '#2e7d32', countryCodes: ['US'], payLater: true, licenseRequired: true, priceChangeRate: 12 },
  { fullName: 'Coastline Car Hire', slug: 'coastline-car-hire', brandColor: '#00838f', countryCodes: ['US', 'AU'], payLater: true, licenseRequired: false, priceChangeRate: 6 },
  { fullName: 'Thames Motor Hire', slug: 'thames-motor-hire', brandColor: '#4e342e', countryCodes: ['GB'], payLater: true, licenseRequired: false, priceChangeRate: 10 },
  { fullName: 'Highland Vehicle Rental', slug: 'highland-vehicle-rental', brandColor: '#6a1b9a', countryCodes: ['GB'], payLater: true, licenseRequired: true, priceChangeRate: 2 },
  { fullName: 'Atlas Car Rental', slug: 'atlas-car-rental', brandColor: '#ad1457', countryCodes: ['MA', 'ES'], payLater: true, licenseRequired: false, priceChangeRate: 15 },
  // The one online-only supplier: a small fleet, so that with the default set-up (no payment
  // provider) at least 80 % of the offers at every place can still be paid at the counter.
  { fullName: 'Voltway EV Rentals', slug: 'voltway-ev-rentals', brandColor: '#37474f', countryCodes: ['FR', 'US', 'GB'], payLater: false, licenseRequired: false, priceChangeRate: 7, fleetSize: 12 },
]

/** A scooter has no doors (the card then says nothing about doors). */
const SCOOTER_DOORS = 0

export type SeedModel = { name: string; fuels: FuelType[]; seats: number; doors: number }

const m = (name: string, fuels: FuelType[], seats: number, doors: number): SeedModel => ({ name, fuels, seats, doors })

export const seedModels: Record<CarRange, SeedModel[]> = {
  mini: [
    m('Fiat 500', ['gasoline', 'hybrid'], 4, 3),
    m('Fiat 500e', ['electric'], 4, 3),
    m('Renault Clio', ['gasoline', 'diesel', 'hybrid'], 5, 5),
    m('Renault Zoe', ['electric'], 5, 5),
    m('Peugeot 208', ['gasoline', 'diesel'], 5, 5),
    m('Volkswagen Polo', ['gasoline'], 5, 5),
    m('Toyota Yaris', ['hybrid', 'gasoline'], 5, 5),
    m('Citroën C3', ['gasoline', 'diesel'], 5, 5),
    m('Kia Picanto', ['gasoline'], 4, 5),
    m('Hyundai i10', ['gasoline'], 4, 5),
    m('Mini Cooper', ['gasoline', 'electric'], 4, 3),
    m('Dacia Sandero', ['gasoline', 'diesel'], 5, 5),
  ],
  midi: [
    m('Volkswagen Golf', ['gasoline', 'diesel', 'plugInHybrid'], 5, 5),
    m('Peugeot 308', ['gasoline', 'diesel', 'plugInHybrid'], 5, 5),
    m('Toyota Corolla', ['hybrid'], 5, 5),
    m('Ford Focus', ['gasoline', 'diesel'], 5, 5),
    m('Renault Megane E-Tech', ['electric'], 5, 5),
    m('Skoda Octavia', ['diesel', 'gasoline'], 5, 5),
    m('Tesla Model 3', ['electric'], 5, 4),
    m('Hyundai Kona Electric', ['electric'], 5, 5),
    m('Kia Niro', ['hybrid', 'plugInHybrid', 'electric'], 5, 5),
    m('Mazda 3', ['gasoline'], 5, 5),
    m('Toyota Prius', ['hybrid', 'plugInHybrid'], 5, 5),
    m('Audi A3 Sportback', ['gasoline', 'plugInHybrid'], 5, 5),
  ],
  maxi: [
    m('Volkswagen Tiguan', ['diesel', 'gasoline'], 5, 5),
    m('Peugeot 5008', ['diesel', 'hybrid'], 7, 5),
    m('Toyota RAV4', ['hybrid', 'plugInHybrid'], 5, 5),
    m('BMW X5', ['diesel', 'plugInHybrid'], 5, 5),
    m('Mercedes-Benz E-Class', ['diesel', 'gasoline'], 5, 4),
    m('Tesla Model Y', ['electric'], 5, 5),
    m('Ford Explorer', ['gasoline', 'hybrid'], 7, 5),
    m('Jeep Grand Cherokee', ['gasoline', 'plugInHybrid'], 5, 5),
    m('Kia Sorento', ['diesel', 'hybrid'], 7, 5),
    m('Volvo XC90', ['plugInHybrid', 'diesel'], 7, 5),
    m('Chevrolet Tahoe', ['gasoline'], 8, 5),
    m('Land Rover Discovery', ['diesel'], 7, 5),
  ],
  scooter: [
    m('Vespa Primavera 125', ['gasoline'], 2, SCOOTER_DOORS),
    m('Honda PCX 125', ['gasoline'], 2, SCOOTER_DOORS),
    m('Yamaha NMAX 125', ['gasoline'], 2, SCOOTER_DOORS),
    m('Piaggio Liberty 125', ['gasoline'], 2, SCOOTER_DOORS),
    m('NIU NQi GTS', ['electric'], 2, SCOOTER_DOORS),
    m('Peugeot Django 125', ['gasoline'], 2, SCOOTER_DOORS),
  ],
  bus: [
    m('Mercedes-Benz Sprinter Minibus', ['diesel'], 16, 4),
    m('Ford Transit Minibus', ['diesel'], 14, 4),
    m('Renault Trafic Passenger', ['diesel'], 9, 4),
    m('Volkswagen Transporter Kombi', ['diesel', 'electric'], 9, 4),
    m('Fiat Ducato Minibus', ['diesel'], 12, 4),
    m('Toyota HiAce Commuter', ['diesel', 'gasoline'], 12, 4),
  ],
  truck: [
    m('Ford Transit Van', ['diesel'], 3, 4),
    m('Renault Master Van', ['diesel', 'electric'], 3, 4),
    m('Mercedes-Benz Sprinter Van', ['diesel'], 3, 4),
    m('Iveco Daily Box Truck', ['diesel'], 3, 2),
    m('Citroën Jumper Van', ['diesel'], 3, 4),
    m('Ford F-150', ['gasoline', 'hybrid'], 5, 4),
    m('Ram 1500', ['gasoline'], 5, 4),
  ],
  caravan: [
    m('Volkswagen California', ['diesel'], 4, 4),
    m('Fiat Ducato Motorhome', ['diesel'], 4, 3),
    m('Hymer B-Class', ['diesel'], 4, 3),
    m('Mercedes-Benz Marco Polo', ['diesel'], 4, 4),
    m('Ford Transit Custom Nugget', ['diesel'], 4, 4),
    m('Winnebago Travato', ['gasoline'], 4, 3),
  ],
}

export type SeedColor = { name: string; hex: string }
export const seedColors: SeedColor[] = [
  { name: 'black', hex: '#1f2328' },
  { name: 'white', hex: '#f2f3f5' },
  { name: 'silver', hex: '#b8bec6' },
  { name: 'grey', hex: '#5f6670' },
  { name: 'red', hex: '#c62828' },
  { name: 'blue', hex: '#1e5aa8' },
  { name: 'green', hex: '#2e7d4f' },
  { name: 'yellow', hex: '#f2c230' },
  { name: 'orange', hex: '#e8762d' },
]

/** Typical daily price and deposit per range, in decimal US dollars (the seed writes cents); each car varies around them. */
export const rangeEconomics: Record<CarRange, { daily: number; deposit: number; minimumAge: number }> = {
  mini: { daily: 38, deposit: 300, minimumAge: 21 },
  midi: { daily: 55, deposit: 500, minimumAge: 21 },
  maxi: { daily: 95, deposit: 900, minimumAge: 25 },
  scooter: { daily: 25, deposit: 150, minimumAge: 21 },
  bus: { daily: 120, deposit: 1000, minimumAge: 25 },
  truck: { daily: 85, deposit: 700, minimumAge: 23 },
  caravan: { daily: 150, deposit: 1500, minimumAge: 25 },
}
