// Human labels of the car enums (spec §3), one message id per value, shared by the card and the filters.
import type { CarRange, ExtraKind, FuelPolicy, FuelType, Gearbox, MileageKind, Multimedia } from '../../../domain/enums'
import type { MessageId } from '../../i18n/en'

export const rangeLabel = (range: CarRange): MessageId => `searchResults.range.${range}`
export const fuelTypeLabel = (fuel: FuelType): MessageId => `searchResults.fuel.${fuel}`
export const gearboxLabel = (gearbox: Gearbox): MessageId => `searchResults.gearbox.${gearbox}`
export const mileageKindLabel = (kind: MileageKind): MessageId => `searchResults.mileage.${kind}`
export const multimediaLabel = (kind: Multimedia): MessageId => `searchResults.multimedia.${kind}`
export const fuelPolicyLabel = (policy: FuelPolicy): MessageId => `searchResults.fuelPolicy.${policy}`
export const fuelPolicyHint = (policy: FuelPolicy): MessageId => `searchResults.fuelPolicy.${policy}.hint`
export const extraLabel = (extra: ExtraKind): MessageId => `searchResults.car.extra.${extra}`
