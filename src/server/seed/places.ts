// Real places (airports, stations, city centres) with their coordinates and names in en/fr/es.
// Morocco and Australia have fewer than 4 locations on purpose: with the minimum-locations
// rule (4), they are left out of the destinations list while still being searchable.
import type { LocalizedNames } from '../db/schema'

export type SeedCountry = { code: string; names: LocalizedNames; locations: SeedLocation[] }
/** `timeZone`: the IANA zone of the place's clock, its pick-up and drop-off times are read in. */
export type SeedLocation = { names: LocalizedNames; latitude: number; longitude: number; timeZone: string }

const place = (en: string, fr: string, es: string, latitude: number, longitude: number, timeZone: string): SeedLocation => ({
  names: { en, fr, es },
  latitude,
  longitude,
  timeZone,
})

export const seedCountries: SeedCountry[] = [
  {
    code: 'FR',
    names: { en: 'France', fr: 'France', es: 'Francia' },
    locations: [
      place('Paris Charles de Gaulle Airport', 'Aéroport Paris-Charles-de-Gaulle', 'Aeropuerto de París-Charles de Gaulle', 49.0097, 2.5479, 'Europe/Paris'),
      place('Paris Orly Airport', 'Aéroport de Paris-Orly', 'Aeropuerto de París-Orly', 48.7262, 2.3652, 'Europe/Paris'),
      place('Paris Gare de Lyon Station', 'Gare de Paris-Gare-de-Lyon', 'Estación de París-Gare de Lyon', 48.8443, 2.3744, 'Europe/Paris'),
      place("Nice Côte d'Azur Airport", "Aéroport Nice-Côte d'Azur", 'Aeropuerto de Niza-Costa Azul', 43.6584, 7.2159, 'Europe/Paris'),
      place('Lyon Saint-Exupéry Airport', 'Aéroport Lyon-Saint-Exupéry', 'Aeropuerto de Lyon-Saint-Exupéry', 45.7256, 5.0811, 'Europe/Paris'),
      place('Marseille Provence Airport', 'Aéroport Marseille-Provence', 'Aeropuerto de Marsella-Provenza', 43.4393, 5.2214, 'Europe/Paris'),
      place('Bordeaux Saint-Jean Station', 'Gare de Bordeaux-Saint-Jean', 'Estación de Burdeos-Saint-Jean', 44.8256, -0.5564, 'Europe/Paris'),
      place('Toulouse-Blagnac Airport', 'Aéroport Toulouse-Blagnac', 'Aeropuerto de Toulouse-Blagnac', 43.6293, 1.3638, 'Europe/Paris'),
      place('Strasbourg Station', 'Gare de Strasbourg', 'Estación de Estrasburgo', 48.585, 7.7347, 'Europe/Paris'),
      place('Nantes Atlantique Airport', 'Aéroport Nantes-Atlantique', 'Aeropuerto de Nantes-Atlantique', 47.1532, -1.6107, 'Europe/Paris'),
    ],
  },
  {
    code: 'ES',
    names: { en: 'Spain', fr: 'Espagne', es: 'España' },
    locations: [
      place('Madrid-Barajas Airport', 'Aéroport Adolfo-Suárez de Madrid-Barajas', 'Aeropuerto Adolfo Suárez Madrid-Barajas', 40.4983, -3.5676, 'Europe/Madrid'),
      place('Madrid Atocha Station', 'Gare de Madrid-Atocha', 'Estación de Madrid-Atocha', 40.4066, -3.6892, 'Europe/Madrid'),
      place('Barcelona-El Prat Airport', 'Aéroport de Barcelone-El Prat', 'Aeropuerto Josep Tarradellas Barcelona-El Prat', 41.2974, 2.0833, 'Europe/Madrid'),
      place('Barcelona Sants Station', 'Gare de Barcelone-Sants', 'Estación de Barcelona-Sants', 41.379, 2.14, 'Europe/Madrid'),
      place('Málaga-Costa del Sol Airport', 'Aéroport de Malaga-Costa del Sol', 'Aeropuerto de Málaga-Costa del Sol', 36.6749, -4.4991, 'Europe/Madrid'),
      place('Seville Airport', 'Aéroport de Séville', 'Aeropuerto de Sevilla', 37.418, -5.8931, 'Europe/Madrid'),
      place('Valencia Airport', 'Aéroport de Valence', 'Aeropuerto de Valencia', 39.4893, -0.4816, 'Europe/Madrid'),
      place('Palma de Mallorca Airport', 'Aéroport de Palma de Majorque', 'Aeropuerto de Palma de Mallorca', 39.5517, 2.7388, 'Europe/Madrid'),
      place('Bilbao Airport', 'Aéroport de Bilbao', 'Aeropuerto de Bilbao', 43.3011, -2.9106, 'Europe/Madrid'),
    ],
  },
  {
    code: 'US',
    names: { en: 'United States', fr: 'États-Unis', es: 'Estados Unidos' },
    locations: [
      place('Los Angeles International Airport', 'Aéroport international de Los Angeles', 'Aeropuerto Internacional de Los Ángeles', 33.9416, -118.4085, 'America/Los_Angeles'),
      place('San Francisco International Airport', 'Aéroport international de San Francisco', 'Aeropuerto Internacional de San Francisco', 37.6213, -122.379, 'America/Los_Angeles'),
      place('New York John F. Kennedy Airport', 'Aéroport John-F.-Kennedy de New York', 'Aeropuerto John F. Kennedy de Nueva York', 40.6413, -73.7781, 'America/New_York'),
      place('New York Midtown Manhattan', 'New York – Midtown Manhattan', 'Nueva York – Midtown Manhattan', 40.7549, -73.984, 'America/New_York'),
      place('Miami International Airport', 'Aéroport international de Miami', 'Aeropuerto Internacional de Miami', 25.7959, -80.287, 'America/New_York'),
      place('Orlando International Airport', "Aéroport international d'Orlando", 'Aeropuerto Internacional de Orlando', 28.4312, -81.3081, 'America/New_York'),
      place('Las Vegas Harry Reid Airport', 'Aéroport Harry-Reid de Las Vegas', 'Aeropuerto Harry Reid de Las Vegas', 36.084, -115.1537, 'America/Los_Angeles'),
      place("Chicago O'Hare Airport", "Aéroport O'Hare de Chicago", "Aeropuerto O'Hare de Chicago", 41.9742, -87.9073, 'America/Chicago'),
      place('Seattle-Tacoma Airport', 'Aéroport de Seattle-Tacoma', 'Aeropuerto de Seattle-Tacoma', 47.4502, -122.3088, 'America/Los_Angeles'),
      place('Boston Logan Airport', 'Aéroport Logan de Boston', 'Aeropuerto Logan de Boston', 42.3656, -71.0096, 'America/New_York'),
    ],
  },
  {
    code: 'GB',
    names: { en: 'United Kingdom', fr: 'Royaume-Uni', es: 'Reino Unido' },
    locations: [
      place('London Heathrow Airport', 'Aéroport de Londres-Heathrow', 'Aeropuerto de Londres-Heathrow', 51.47, -0.4543, 'Europe/London'),
      place('London Gatwick Airport', 'Aéroport de Londres-Gatwick', 'Aeropuerto de Londres-Gatwick', 51.1537, -0.1821, 'Europe/London'),
      place("London King's Cross Station", "Gare de Londres-King's Cross", "Estación de Londres-King's Cross", 51.532, -0.1233, 'Europe/London'),
      place('Manchester Airport', 'Aéroport de Manchester', 'Aeropuerto de Mánchester', 53.3588, -2.2727, 'Europe/London'),
      place('Edinburgh Airport', "Aéroport d'Édimbourg", 'Aeropuerto de Edimburgo', 55.9508, -3.3615, 'Europe/London'),
      place('Glasgow Airport', 'Aéroport de Glasgow', 'Aeropuerto de Glasgow', 55.8691, -4.4351, 'Europe/London'),
      place('Birmingham Airport', 'Aéroport de Birmingham', 'Aeropuerto de Birmingham', 52.4539, -1.748, 'Europe/London'),
      place('Bristol Temple Meads Station', 'Gare de Bristol Temple Meads', 'Estación de Bristol Temple Meads', 51.4491, -2.5813, 'Europe/London'),
    ],
  },
  {
    code: 'MA',
    names: { en: 'Morocco', fr: 'Maroc', es: 'Marruecos' },
    locations: [
      place('Marrakesh Menara Airport', 'Aéroport de Marrakech-Ménara', 'Aeropuerto de Marrakech-Menara', 31.6069, -8.0363, 'Africa/Casablanca'),
      place('Casablanca Mohammed V Airport', 'Aéroport Mohammed-V de Casablanca', 'Aeropuerto Mohammed V de Casablanca', 33.3675, -7.5898, 'Africa/Casablanca'),
      place('Agadir Al Massira Airport', "Aéroport d'Agadir-Al Massira", 'Aeropuerto de Agadir-Al Massira', 30.325, -9.4131, 'Africa/Casablanca'),
    ],
  },
  {
    code: 'AU',
    names: { en: 'Australia', fr: 'Australie', es: 'Australia' },
    locations: [
      place('Sydney Airport', 'Aéroport de Sydney', 'Aeropuerto de Sídney', -33.9399, 151.1753, 'Australia/Sydney'),
      place('Melbourne Airport', 'Aéroport de Melbourne', 'Aeropuerto de Melbourne', -37.669, 144.841, 'Australia/Melbourne'),
    ],
  },
]
