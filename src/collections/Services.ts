import { serviceCollection } from '@/collections/serviceCollection'

/** The six main services, `/services/{slug}`. */
export const Services = serviceCollection({
  slug: 'services',
  labels: {
    singular: { nl: 'Dienst', en: 'Service' },
    plural: { nl: 'Diensten', en: 'Services' },
  },
  basePath: '/services',
})
