// The back-office's English wording: react-admin's own messages plus the screens' menu, resource names and
// notifications. A notification is a title, then (on the next line) its detail: the server's message for a failure.
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { APP_TITLE } from './app-title';

// react-admin's own words that staff would otherwise read, in plain words: this is the one place they are set.
const raWording = {
  message: {
    ...englishMessages.ra.message,
    invalid_form: 'Some fields need attention: see the message under each.',
  },
  navigation: {
    ...englishMessages.ra.navigation,
    no_results: 'There are no %{name} yet.',
    no_filtered_results: 'Nothing matches these filters.',
  },
  page: { ...englishMessages.ra.page, empty: 'There are no %{name} yet.', invite: 'Add the first one.' },
  notification: {
    ...englishMessages.ra.notification,
    created: 'Saved',
    updated: 'Changes saved |||| %{smart_count} records changed',
    deleted: 'Deleted |||| %{smart_count} records deleted',
    bad_item: 'This record could not be read',
    item_doesnt_exist: 'This record no longer exists',
    http_error: 'The server could not be reached. Try again in a moment.',
    data_provider_error: 'Something went wrong. Try again in a moment.',
    i18n_error: "The screen's words could not be loaded",
    canceled: 'Cancelled',
  },
  validation: {
    ...englishMessages.ra.validation,
    required: 'Required',
    minLength: 'Enter at least %{min} characters',
    maxLength: 'Enter at most %{max} characters',
    minValue: 'Enter %{min} or more',
    maxValue: 'Enter %{max} or less',
    number: 'Enter a number',
    email: 'Enter an email address, like name@example.com',
    oneOf: 'Choose one of: %{options}',
    regex: 'This is not in the expected format',
    unique: 'This is already in use',
    // Ours: a date that cannot be later than today (a filing, a letter received).
    not_in_future: "Enter today's date or an earlier one",
  },
};

const appMessages = {
  app: {
    title: APP_TITLE,
    action: {
      export_csv: 'Export CSV',
    },
    menu: {
      navigation: 'Admin navigation',
      dashboard: 'Dashboard',
      chat: 'AI Assistant',
      gpt: 'GPT Interface',
      queues: 'Queues',
    },
    notification: {
      unauthorized: 'Unauthorized\nYou are logged out. Logging in again...',
      unpaid_order_canceled: 'Order #%{id} canceled\nIts payment link no longer works',
      unpaid_order_cancel_failed: 'The order was not canceled\n%{error}',
      csv_exported: 'CSV export downloaded successfully\n%{fileName}',
      audit_exported: 'Audit logs exported successfully\n%{fileName}',
      export_failed: 'Export Failed\n%{error}',
      client_created: 'Client created\nInvitation sent to %{email}',
      payment_mismatch_resolved: 'Payment mismatch resolved\n%{resolution}',
      payment_mismatch_failed: 'Could not resolve the payment mismatch\n%{error}',
      asset_uploaded: 'Asset uploaded successfully\n%{name} (version %{version})',
      upload_failed: 'Upload Failed\n%{error}',
      asset_deleted: 'Asset deleted\n%{name}',
      delete_failed: 'Delete Failed\n%{error}',
      asset_shared: 'Shared with %{email}',
      asset_unshared: 'No longer shared',
      document_generated: 'Document generated and stored successfully\n%{name}',
      generation_failed: 'Generation Failed\n%{error}',
      draft_saved: 'Draft saved\n%{name}',
      save_failed: 'Save Failed\n%{error}',
      schedule_generated: 'Amortization schedule generated successfully\n%{count} payments calculated',
      calculation_failed: 'Calculation Failed\n%{error}',
      validation_error: 'Validation Error: %{error}',
      filed: 'Filed.',
      filed_next: 'Filed. Next deadline: %{dueDate}',
      auto_file_on: 'Automatic filing is on for %{name}.',
      auto_file_off: 'Automatic filing is off for %{name}.',
      suite_created: 'Test suite created',
      suite_updated: 'Test suite updated',
      run_started: 'Run of %{name} started',
      run_failed: 'Run Failed: %{error}',
      quality_check_started: 'Quality check started: %{count} suite(s) running',
      quality_check_started_skipped: 'Quality check started: %{count} suite(s) running, %{skipped} already in progress',
      quality_check_failed: 'Quality Check Failed: %{error}',
      message_sent: 'Message Sent\n%{tokens} tokens used',
      response_generated: 'Response Generated\n%{tokens} tokens used',
      chat_error: 'Error\n%{error}',
      query_failed: 'Query Failed\n%{error}',
      chat_cleared: 'Chat Cleared',
      chat_cleared_assistant: 'Chat Cleared\nA new session starts with your next message.',
    },
  },
  // Resource names are the menu labels of the spec (section 2).
  resources: {
    onboarding: { name: 'Onboarding Pipeline' },
    dam: { name: 'DAM' },
    'asset-factory': { name: 'Asset Factory' },
    'debt-servicing': { name: 'Debt Servicing' },
    quality: { name: 'Quality Testing' },
    audit: { name: 'Audit Logs' },
    compliance: { name: 'Compliance' },
    clients: { name: 'Clients' },
    partners: { name: 'Partners' },
    mailroom: { name: 'Mail Room' },
  },
};

// react-admin's catalogue has only `ra.*` keys and ours none of them besides the plain words above.
export const en: TranslationMessages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, ...raWording },
  ...appMessages,
};
