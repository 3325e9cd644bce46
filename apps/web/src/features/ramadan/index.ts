/** The Ramadan timetable (docs/adr/0048): a branch's Ramadan hours and moving its classes into them. */
export { RamadanPlanner } from './components/RamadanPlanner';
