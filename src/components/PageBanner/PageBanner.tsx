/** Title band at the top of inner pages ('About Us', 'Our Work', 'Services'...). */
import styles from './page-banner.module.css'

export function PageBanner({ title, id = 'page-title' }: { title: string; id?: string }) {
  return (
    <div className={styles.banner}>
      <div className="container">
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
      </div>
    </div>
  )
}
