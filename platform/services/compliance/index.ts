// Compliance: each formed entity's obligations and deadlines, their calendar feed, reminders, recorded filings,
// franchise tax estimates and automatic filing.
export * from './auto-file'; // the automatic-filing switch and the card it charges
export * from './auto-filings'; // the daily scan's automatic filing rows, locks and outcomes
export * from './create-obligations'; // a formed entity joins the compliance calendar
export * from './feed-tokens'; // the token in a client's calendar feed address
export * from './franchise-tax'; // a Delaware corporation's franchise tax estimate
export * from './ics-feed'; // a client's deadlines as an iCalendar feed
export * from './obligation-filters'; // the back-office list's filters
export * from './obligation-lists'; // a client's obligations and staff's list
export * from './obligation-records'; // the row of one deadline
export * from './obligation-view'; // one obligation as screens show it
export * from './overdue'; // obligations past their deadline and not filed
export * from './record-filing'; // an obligation recorded as filed, its next deadline scheduled
export * from './record-report-filing'; // an annual report's filing with its order
export * from './reminder-candidates'; // open obligations due for a reminder
export * from './send-once'; // an email sent at most once
export * from './organization-auto-file'; // automatic filing switched for many entities of an organisation
