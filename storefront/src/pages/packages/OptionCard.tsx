import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A selectable option: a real checkbox named by the option's title and described by its details.
 * The whole card is its label, so a click anywhere on it toggles the option.
 */
export function OptionCard({
  title,
  price,
  description,
  checked,
  disabled,
  onChange,
  children,
}: {
  title: string;
  price: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="label"
      htmlFor={`${id}-input`}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        height: '100%',
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: checked ? 'action.selected' : 'background.paper',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
        // Keyboard focus rings the whole card, not just the checkbox.
        '&:has(.Mui-focusVisible)': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
          outlineOffset: 2,
        },
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        sx={{ p: 0.5, mt: -0.25 }}
        slotProps={{
          input: { id: `${id}-input`, 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-details` },
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
          <Typography id={`${id}-title`} component="span" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {price}
          </Typography>
        </Box>
        <Box id={`${id}-details`}>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
