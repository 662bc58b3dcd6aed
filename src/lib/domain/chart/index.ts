export { linearScale, niceStep, niceTicks, pathOf, type Point } from './axis-scales';
