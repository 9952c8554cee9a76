/** The hero statistics of the home page: the shared constants of §1. */
export { HERO_STATS } from '../../../../shared/constants';
