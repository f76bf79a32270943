import { newsletterLinkPage } from '../linkPage'

/** A newsletter mail's confirm link: one button that posts (see linkPage.tsx). */
const page = newsletterLinkPage('confirm')

export const generateMetadata = page.generateMetadata
export default page.Page
