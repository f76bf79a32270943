import { contactForm } from '@/lib/forms/definitions'
import { handleFormPost } from '@/lib/forms/handler'

export const POST = (request: Request) => handleFormPost(request, contactForm)
