import { quoteForm } from '@/server/forms/definitions'
import { handleFormPost } from '@/server/forms/handler'

export const POST = (request: Request) => handleFormPost(request, quoteForm)
