import 'server-only'

/**
 * The admin dashboard, shown above Payload's collection cards to every signed-in user:
 * new leads, leads per week, orders this and last month, top packages, orders needing
 * attention, and leads by campaign and by landing page this and last month; then traffic and
 * conversions for the period the query chooses (./TrafficSection.tsx). Revenue is rendered for
 * admins only: editors get the counts (the amounts are never sent to their browser). Numbers
 * come from src/dashboard/queries.ts and src/server/analytics/summary.ts.
 */
import type { ServerProps } from 'payload'

import { isAdminUser, type MaybeUser } from '@/access/roles'

import { formatMoney } from './format'
import { LeadsChart } from './LeadsChart'
import { LeadSourcesChart } from './LeadSourcesChart'
import { ATTENTION_URL, NEW_LEADS_URL, packageOrdersUrl, TO_REVIEW_URL } from './links'
import { getDashboardData, getSiteTimeZone, type MonthOrders } from './queries'
import { ExperimentsSection } from './ExperimentsSection'
import { ScheduledChanges } from './ScheduledChanges'
import { TrafficSection } from './TrafficSection'
import styles from './dashboard.module.css'

function MonthSummary({
  title,
  month,
  showRevenue,
}: {
  title: string
  month: MonthOrders
  showRevenue: boolean
}) {
  const orders = month.byCurrency.reduce((sum, c) => sum + c.orders, 0)
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>
        {title} <span className={styles.muted}>({month.month})</span>
      </h3>
      <p className={styles.big} data-testid={`orders-${title === 'This month' ? 'this' : 'last'}-month`}>
        {orders} <span className={styles.unit}>completed {orders === 1 ? 'order' : 'orders'}</span>
      </p>
      {showRevenue && (
        <ul className={styles.list} aria-label={`Revenue ${title.toLowerCase()}`} data-testid="revenue">
          {month.byCurrency.length === 0 && <li>No revenue</li>}
          {month.byCurrency.map((c) => (
            <li key={c.currency}>
              {formatMoney(c.revenueCents, c.currency)} <span className={styles.muted}>({c.orders})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** `admin.components.beforeDashboard` entry (server component). */
export async function Dashboard({ payload, user, searchParams }: ServerProps) {
  const timeZone = await getSiteTimeZone(payload)
  const data = await getDashboardData(payload, { timeZone })
  const showRevenue = isAdminUser(user as MaybeUser)
  const { months, campaigns, landingPages } = data.leadSources
  const sources = { rows: campaigns, months, timeZone: data.timeZone }
  const pages = { rows: landingPages, months, timeZone: data.timeZone }
  return (
    <>
      <section className={styles.dashboard} aria-labelledby="dashboard-title">
        <h2 id="dashboard-title" className={styles.title}>
          At a glance
        </h2>
        <div className={styles.grid}>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>New leads</h3>
            <p className={styles.big}>
              <a href={NEW_LEADS_URL} data-testid="new-leads">
                {data.newLeads} <span className={styles.unit}>waiting for an answer</span>
              </a>
            </p>
            <p className={styles.muted}>
              <a href={TO_REVIEW_URL} data-testid="to-review">
                {data.toReview} to review
              </a>{' '}
              (sent very fast: confirm or mark spam)
            </p>
          </div>
          <MonthSummary title="This month" month={data.thisMonth} showRevenue={showRevenue} />
          <MonthSummary title="Last month" month={data.lastMonth} showRevenue={showRevenue} />
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Orders needing attention</h3>
            <p className={styles.big}>
              <a href={ATTENTION_URL} data-testid="attention">
                {data.attention.total} <span className={styles.unit}>to check</span>
              </a>
            </p>
            <p className={styles.muted}>
              {data.attention.pending} pending · {data.attention.failed} failed ·{' '}
              {data.attention.reviewNeeded} flagged by PayPal events
            </p>
          </div>
        </div>
        <div className={styles.grid}>
          <div className={`${styles.card} ${styles.wide}`}>
            <h3 className={styles.cardTitle}>Leads per week</h3>
            <LeadsChart weeks={data.weeks} timeZone={data.timeZone} />
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Top packages</h3>
            {data.topPackages.length === 0 ? (
              <p className={styles.muted}>No completed orders yet.</p>
            ) : (
              <ol className={styles.list} data-testid="top-packages">
                {data.topPackages.map((p) => (
                  <li key={p.packageKey}>
                    <a href={packageOrdersUrl(p.packageKey)}>{p.packageKey}</a>: {p.orders}{' '}
                    {p.orders === 1 ? 'order' : 'orders'}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
        <div className={styles.grid}>
          <div className={`${styles.card} ${styles.wide}`}>
            <h3 className={styles.cardTitle}>Leads by campaign</h3>
            <LeadSourcesChart dimension="campaign" {...sources} />
          </div>
          <div className={`${styles.card} ${styles.wide}`}>
            <h3 className={styles.cardTitle}>Leads by landing page</h3>
            <LeadSourcesChart dimension="landingPage" {...pages} />
          </div>
        </div>
        <p className={styles.muted}>
          Campaigns and landing pages are those of the UTM-tagged or ad link the sender last arrived by within
          30 days. Weeks start on Monday and months on the 1st in the {data.timeZone} time zone (Settings →
          Time zone).
        </p>
        <ScheduledChanges payload={payload} timeZone={data.timeZone} />
      </section>
      <TrafficSection
        payload={payload}
        searchParams={searchParams}
        timeZone={timeZone}
        showRevenue={showRevenue}
      />
      <ExperimentsSection payload={payload} />
    </>
  )
}
