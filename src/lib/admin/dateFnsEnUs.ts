// Payload imports 'date-fns/locale/en-US' for its English admin; the build points that name here.
export { adminEnglish as enUS } from './dateLocales'
