import { packagesField } from '@/fields/packages'
import { serviceCollection } from '@/collections/serviceCollection'

/** The digital-marketing sub-services, `/services/digital-marketing/{slug}`. */
export const DigitalMarketingServices = serviceCollection({
  slug: 'digital-marketing-services',
  dbName: 'dm_services',
  labels: {
    singular: { nl: 'Digital-marketingdienst', en: 'Digital Marketing Service' },
    plural: { nl: 'Digital-marketingdiensten', en: 'Digital Marketing Services' },
  },
  basePath: '/services/digital-marketing',
  extraFields: [packagesField],
})
