/**
 * Where the demo customers live: real towns of each storefront's country with their postcode ranges, and
 * postcodes written as the country writes them (Sweden "123 45", Norway "0123", Finland and Germany "12345").
 * Streets come from faker's locale of the country (server/demo/shop.ts).
 */
import type { Faker } from '@faker-js/faker';

interface Town {
  city: string;
  /** The town's postcodes, lowest and highest, as numbers. */
  postcodes: readonly [number, number];
  /** How many in a hundred of the country's customers live here (roughly by population). */
  weight: number;
}

const TOWNS: Readonly<Record<string, readonly Town[]>> = {
  SE: [
    { city: 'Stockholm', postcodes: [11120, 11869], weight: 24 },
    { city: 'Göteborg', postcodes: [41101, 41879], weight: 14 },
    { city: 'Malmö', postcodes: [21111, 21776], weight: 9 },
    { city: 'Uppsala', postcodes: [75220, 75758], weight: 6 },
    { city: 'Västerås', postcodes: [72210, 72598], weight: 4 },
    { city: 'Örebro', postcodes: [70210, 70378], weight: 4 },
    { city: 'Linköping', postcodes: [58220, 58758], weight: 4 },
    { city: 'Helsingborg', postcodes: [25220, 25669], weight: 4 },
    { city: 'Jönköping', postcodes: [55300, 55628], weight: 4 },
    { city: 'Norrköping', postcodes: [60200, 60597], weight: 4 },
    { city: 'Lund', postcodes: [22220, 22738], weight: 3 },
    { city: 'Umeå', postcodes: [90320, 90740], weight: 3 },
    { city: 'Gävle', postcodes: [80250, 80649], weight: 3 },
    { city: 'Sundsvall', postcodes: [85230, 85753], weight: 3 },
    { city: 'Luleå', postcodes: [97231, 97598], weight: 2 },
    { city: 'Karlstad', postcodes: [65220, 65470], weight: 2 },
    { city: 'Växjö', postcodes: [35230, 35264], weight: 2 },
  ],
  NO: [
    { city: 'Oslo', postcodes: [150, 1295], weight: 35 },
    { city: 'Bergen', postcodes: [5003, 5099], weight: 15 },
    { city: 'Trondheim', postcodes: [7010, 7099], weight: 11 },
    { city: 'Stavanger', postcodes: [4005, 4099], weight: 8 },
    { city: 'Kristiansand', postcodes: [4608, 4639], weight: 6 },
    { city: 'Drammen', postcodes: [3011, 3048], weight: 6 },
    { city: 'Fredrikstad', postcodes: [1601, 1642], weight: 5 },
    { city: 'Tromsø', postcodes: [9006, 9019], weight: 5 },
    { city: 'Sandnes', postcodes: [4306, 4329], weight: 5 },
    { city: 'Bodø', postcodes: [8001, 8050], weight: 4 },
  ],
  FI: [
    { city: 'Helsinki', postcodes: [100, 990], weight: 30 },
    { city: 'Espoo', postcodes: [2100, 2980], weight: 14 },
    { city: 'Tampere', postcodes: [33100, 33960], weight: 12 },
    { city: 'Vantaa', postcodes: [1300, 1770], weight: 11 },
    { city: 'Oulu', postcodes: [90100, 90940], weight: 10 },
    { city: 'Turku', postcodes: [20100, 20960], weight: 10 },
    { city: 'Jyväskylä', postcodes: [40100, 40950], weight: 6 },
    { city: 'Lahti', postcodes: [15100, 15980], weight: 4 },
    { city: 'Kuopio', postcodes: [70100, 70950], weight: 3 },
  ],
};

/** A postcode as the country writes it. */
function formatPostcode(country: string, code: number): string {
  switch (country) {
    case 'SE': {
      const digits = String(code).padStart(5, '0');
      return `${digits.slice(0, 3)} ${digits.slice(3)}`;
    }
    case 'NO':
      return String(code).padStart(4, '0');
    default:
      return String(code).padStart(5, '0');
  }
}

/** A town of the country and a postcode of it, as a customer there writes them. */
export function placeIn(f: Faker, country: string): { city: string; postalCode: string } {
  const towns = TOWNS[country] ?? TOWNS.SE;
  const town = f.helpers.weightedArrayElement(towns.map((t) => ({ weight: t.weight, value: t })));
  const code = f.number.int({ min: town.postcodes[0], max: town.postcodes[1] });
  return { city: town.city, postalCode: formatPostcode(country in TOWNS ? country : 'SE', code) };
}
