// Payload imports 'date-fns/locale/nl' for its Dutch admin; the build points that name here.
export { adminDutch as nl } from './dateLocales'
