import { newsletterLinkPage } from '../linkPage'

/** A newsletter mail's unsubscribe link: one button that posts (see linkPage.tsx). */
const page = newsletterLinkPage('unsubscribe')

export const generateMetadata = page.generateMetadata
export default page.Page
