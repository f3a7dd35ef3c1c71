import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FACTORY_TEMPLATE_IDS } from '../../../domain/document-templates';
import { PageHeader } from '../layout/PageHeader';
import { addScreenMessages } from '../providers/i18nProvider';
import { DocumentFormCard } from './DocumentFormCard';
import { DraftsCard } from './DraftsCard';
import { assetFactoryMessages } from './messages';
import { PipelineCard } from './PipelineCard';
import { TemplateCards } from './TemplateCards';
import type { Draft } from './types';

addScreenMessages('asset-factory', assetFactoryMessages);

/** ?template=compliance_report (the Dashboard's Generate Report) preselects a template. */
const initialTemplate = (params: URLSearchParams) => {
  const wanted = params.get('template') ?? '';
  return (FACTORY_TEMPLATE_IDS as readonly string[]).includes(wanted) ? wanted : '';
};

export const AssetFactory = () => {
  const [params] = useSearchParams();
  const [type, setType] = useState(() => initialTemplate(params));
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <>
      <PageHeader title="app.asset-factory.title" subtitle="app.asset-factory.subtitle" />
      <TemplateCards selected={type} onSelect={setType} />
      <DocumentFormCard type={type} onTypeChange={setType} draft={draft} />
      <DraftsCard onOpen={setDraft} />
      <PipelineCard />
    </>
  );
};
