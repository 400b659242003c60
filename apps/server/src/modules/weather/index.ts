// What other features (and the seed) may use of weather: zones, degree days, daily reads.
export { climateOf, type WeatherZone, zoneClimates, zoneOfCounty } from './zones.ts';
export {
  dailyMeanF,
  DEGREE_DAY_BASE_F,
  type DegreeDays,
  degreeDaysOf,
  type PeriodWeather,
  periodWeather,
} from './degree-days.ts';
export { findWeather, findZoneOfEnrollment, type WeatherDay } from './repository.ts';
