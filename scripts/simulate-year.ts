// `npm run simulate:year`: a year of daily compliance scans for entities across the six states, half on automatic
// filing, with the worker killed twice; prints the figures and exits 1 on any breach (scripts/simulate-year/).
//   SIM_ENTITIES (60), SIM_DAYS (365), SIM_START (2031-01-01), SIM_KILLS (2), SIM_SEED, SIM_STATES (DE,WY,...)
import { parseCalendarDate } from '../domain/calendar-dates';
import { exitOnBreaches } from './breaches';
import { simulateYear } from './simulate-year/run';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const start = parseCalendarDate(process.env.SIM_START ?? '2031-01-01');
if (!start) throw new Error('SIM_START must be a date as YYYY-MM-DD');

const time = () => new Date().toISOString().slice(11, 19);
const result = await simulateYear({
  entities: number('SIM_ENTITIES', 60),
  days: number('SIM_DAYS', 365),
  start,
  kills: number('SIM_KILLS', 2),
  seed: number('SIM_SEED', 20_310_101),
  states: process.env.SIM_STATES?.split(',').map((code) => code.trim().toUpperCase()),
  log: (line) => console.log(`${time()} ${line}`),
});
console.log(`\nA year of compliance\n${result.report}`);
exitOnBreaches(result.breaches);
