type Props = {
  title: string
  text: string
  button: string
  /** The route handler the button posts to. */
  action: string
  id: string
  token: string
}

/**
 * Where a newsletter mail's confirm or unsubscribe link opens. Mail scanners and link
 * previews open every link in a mail, so opening it changes nothing: the visitor's
 * press of this button does (a plain HTML form, so it works without JavaScript).
 */
export function NewsletterLinkAction({ title, text, button, action, id, token }: Props) {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-4xl font-extrabold">{title}</h1>
      <p className="mx-auto mt-4 max-w-prose text-lg text-muted">{text}</p>
      <form method="post" action={action} className="mt-8">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button">
          {button}
        </button>
      </form>
    </section>
  )
}
