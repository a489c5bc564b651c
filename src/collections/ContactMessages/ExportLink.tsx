/** Admin inbox: a link above the list that downloads the messages as CSV. */
export function ExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/api/contact-messages/export.csv" download>
        Export all messages as CSV
      </a>
      {' · '}
      <a href="/api/contact-messages/export.csv?status=new" download>
        only new
      </a>
    </p>
  )
}
