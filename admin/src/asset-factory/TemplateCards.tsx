import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DOCUMENT_TEMPLATES, FACTORY_TEMPLATE_IDS, type FactoryTemplateId } from '../../../domain/document-templates';
import { statusColour } from '../format';

/** The six templates; choosing one opens the Create New Document form with it. */
export const TemplateCards = ({
  selected,
  onSelect,
}: {
  selected: string;
  onSelect: (id: FactoryTemplateId) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, mb: 3 }}
    >
      {FACTORY_TEMPLATE_IDS.map((id) => {
        const template = DOCUMENT_TEMPLATES[id];
        return (
          <Card key={id} variant="outlined" sx={{ borderColor: selected === id ? 'primary.main' : undefined }}>
            <CardActionArea onClick={() => onSelect(id)} aria-pressed={selected === id} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {template.label}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                  {template.description}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" label={template.complexity} color={statusColour(template.complexity)} />
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.asset-factory.template.estimated_time', { time: template.estimatedTime })}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};
