/** What an empty compare or favourites list says, with the way back to the stock. */
export function EmptyList({ className, message, href, linkText }: { className: string; message: string; href: string; linkText: string }) {
  return (
    <div className={className}>
      <p>{message}</p>
      <a className="button button--primary" href={href}>
        {linkText}
      </a>
    </div>
  )
}
