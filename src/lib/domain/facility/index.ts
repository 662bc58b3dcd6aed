export { isRe100 } from './facility-rules';
export {
  formatCapacityKw,
  formatCapacityW,
  formatDate,
  formatOperationStart,
  formatRe100,
  orNotApplicable,
} from './facility-display';
export { publicFacilityFigures } from './public-facility';
