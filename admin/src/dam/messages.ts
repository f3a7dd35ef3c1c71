// The DAM screen's words (app.dam.*): loaded with the screen, not in the first download (i18n/en.ts).
export const damMessages = {
  title: 'Digital Asset Management',
  subtitle: 'Upload documents and images and browse the asset library by type.',
  view: 'View',
  download: 'Download',
  delete: 'Delete',
  delete_title: 'Delete asset',
  delete_content: 'Delete "%{name}" and all its versions from the library? The deletion is recorded in the audit log.',
  field: {
    name: 'Asset',
    kind: 'Type',
    sizeBytes: 'Size',
    updatedAt: 'Modified',
    version: 'Version',
    actions: 'Actions',
  },
};
