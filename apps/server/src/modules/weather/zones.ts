/**
 * ERCOT's eight weather zones, each with the monthly normal daily mean temperature (°F) of a
 * representative airport station. Values approximate NOAA's 1991–2020 climate normals for
 * those stations; the daily series built from them is synthetic (see the seed's weather).
 */
export type WeatherZone =
  'coast' | 'east' | 'far_west' | 'north' | 'north_central' | 'south_central' | 'southern' | 'west';

export interface ZoneClimate {
  zone: WeatherZone;
  /** The station whose normals stand for the zone. */
  station: string;
  /** Normal daily mean temperature, °F, January … December. */
  monthlyMeanF: readonly number[];
}

export const zoneClimates: readonly ZoneClimate[] = [
  {
    zone: 'coast',
    station: 'Houston Intercontinental (IAH)',
    monthlyMeanF: [53.1, 57.0, 63.6, 69.8, 77.2, 82.6, 84.6, 84.9, 80.1, 71.5, 61.6, 54.6],
  },
  {
    zone: 'east',
    station: 'Tyler Pounds Regional (TYR)',
    monthlyMeanF: [46.5, 50.6, 57.8, 64.6, 72.5, 79.8, 83.0, 83.2, 77.0, 66.6, 55.9, 48.4],
  },
  {
    zone: 'far_west',
    station: 'Midland International (MAF)',
    monthlyMeanF: [45.3, 49.7, 57.2, 65.2, 73.8, 81.1, 82.8, 81.8, 75.2, 65.4, 53.6, 46.3],
  },
  {
    zone: 'north',
    station: 'Wichita Falls Municipal (SPS)',
    monthlyMeanF: [42.5, 46.8, 55.2, 63.4, 72.4, 81.3, 86.5, 85.6, 77.6, 66.1, 53.8, 44.4],
  },
  {
    zone: 'north_central',
    station: 'Dallas/Fort Worth International (DFW)',
    monthlyMeanF: [46.2, 50.5, 58.4, 65.6, 73.6, 81.6, 85.7, 85.6, 78.4, 67.5, 56.0, 48.0],
  },
  {
    zone: 'south_central',
    station: 'San Antonio International (SAT)',
    monthlyMeanF: [52.0, 56.1, 63.1, 69.6, 77.0, 82.9, 85.5, 85.9, 80.1, 70.9, 60.0, 53.0],
  },
  {
    zone: 'southern',
    station: 'Corpus Christi International (CRP)',
    monthlyMeanF: [57.4, 60.8, 66.6, 72.3, 78.6, 83.0, 84.5, 85.2, 81.9, 75.5, 66.3, 59.1],
  },
  {
    zone: 'west',
    station: 'Abilene Regional (ABI)',
    monthlyMeanF: [45.3, 49.6, 57.4, 65.2, 73.4, 80.6, 84.0, 83.4, 76.2, 66.0, 54.4, 46.6],
  },
];

/**
 * Texas counties by ERCOT weather zone (the counties of the zone's larger load centres; every
 * county the portal serves is listed). ERCOT assigns each county to one zone.
 */
const countiesByZone: Record<WeatherZone, readonly string[]> = {
  coast: ['Harris', 'Galveston', 'Brazoria', 'Fort Bend', 'Montgomery', 'Chambers', 'Matagorda', 'Wharton'],
  east: ['Smith', 'Gregg', 'Angelina', 'Nacogdoches', 'Cherokee', 'Rusk', 'Henderson'],
  far_west: ['Midland', 'Ector', 'Reeves', 'Ward', 'Pecos', 'Andrews', 'Winkler'],
  north: ['Wichita', 'Wilbarger', 'Clay', 'Archer', 'Grayson', 'Cooke'],
  north_central: [
    'Dallas',
    'Tarrant',
    'Collin',
    'Denton',
    'Ellis',
    'Johnson',
    'Kaufman',
    'Rockwall',
    'McLennan',
  ],
  south_central: ['Bexar', 'Travis', 'Williamson', 'Hays', 'Comal', 'Guadalupe', 'Bastrop'],
  southern: ['Nueces', 'Webb', 'Hidalgo', 'Cameron', 'San Patricio', 'Victoria', 'Kleberg'],
  west: ['Taylor', 'Tom Green', 'Howard', 'Nolan', 'Runnels', 'Lubbock'],
};

const zoneOfCountyName = new Map(
  Object.entries(countiesByZone).flatMap(([zone, counties]) =>
    counties.map((c) => [c.toLowerCase(), zone as WeatherZone] as const),
  ),
);

/**
 * The weather zone of a service address's county. A county we have not mapped falls in
 * North Central, the zone with the most load, so an address always has weather.
 */
export function zoneOfCounty(county: string): WeatherZone {
  const key = county
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '');
  return zoneOfCountyName.get(key) ?? 'north_central';
}

export function climateOf(zone: WeatherZone): ZoneClimate {
  return zoneClimates.find((c) => c.zone === zone)!;
}
