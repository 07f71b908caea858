import { FieldArray, Form, Formik, useField } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { ErrorText, InputControl } from '../../../components/Field';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { FormikField } from '../../../components/FormikField';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import {
  BATTLE_HISTORY_MIN, BATTLE_VIDEOS_MAX, BATTLE_VIDEOS_REQUIRED_TEXT, BATTLE_VIDEOS_REQUIRED_TITLE, SOCIAL_LABELS, SOCIAL_PLATFORMS,
} from '../../../../../domain/claim-request/limits';
import { useCurrentUser } from '../../auth';
import { useRequestClaimMutation } from '../claimsApi';
import { claimSchema, emptyClaim, filledVideos, toClaimBody, type ClaimValues } from './claimForm';
import { FormikTextArea } from '../../../components/FormikTextArea';

const Group = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 0.35rem; font-size: 0.85rem; font-weight: 700; }
  .hint { margin: 0 0 0.5rem; font-size: 0.8rem; color: ${({ theme }) => theme.colors.subtle}; }
`;

const VideoRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: start;
  margin-bottom: 0.5rem;
  ${ErrorText} { grid-column: 1 / -1; margin-top: 0; }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

function VideoInput({ index }: { index: number }) {
  const [field, meta] = useField<string>(`battleVideos.${index}`);
  const error = meta.touched ? meta.error : undefined;
  const errId = `claim-video-${index}-error`;
  return (
    <>
      <InputControl
        {...field}
        value={field.value ?? ''}
        type="url"
        inputMode="url"
        placeholder="https://youtube.com/watch?v=..."
        aria-label={`Battle video URL ${index + 1}`}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errId : undefined}
      />
      {error && <ErrorText id={errId}>{error}</ErrorText>}
    </>
  );
}

function BattleVideos({ values }: { values: ClaimValues }) {
  return (
    <FieldArray name="battleVideos">
      {({ push, remove }) => (
        <Group>
          <legend>Battle video URLs</legend>
          <p className="hint">Links to battles that show you are this battler. At least one is required.</p>
          <Rows>
            {values.battleVideos.map((_, i) => (
              <VideoRow key={i}>
                <VideoInput index={i} />
                {values.battleVideos.length > 1 && (
                  <Button variant="ghost" size="sm" aria-label={`Remove battle video URL ${i + 1}`} onClick={() => remove(i)}>
                    Remove
                  </Button>
                )}
              </VideoRow>
            ))}
          </Rows>
          {values.battleVideos.length < BATTLE_VIDEOS_MAX && (
            <Button variant="secondary" size="sm" onClick={() => push('')}>
              + Add Another Video
            </Button>
          )}
        </Group>
      )}
    </FieldArray>
  );
}

/** The claim form (public §2): contact, battle videos, social links, battle history, anything else. */
export function ClaimDialog({ battlerId, battlerName, open, onClose }: { battlerId: string; battlerName: string; open: boolean; onClose: () => void }) {
  const { user } = useCurrentUser();
  const [requestClaim] = useRequestClaimMutation();
  const { toast } = useToast();
  // while the request is on its way the dialog stays: Escape, × and Cancel wait for the answer
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      title={`Claim ${battlerName}`}
      description="Tell us who you are. An admin reviews every request before the profile becomes yours."
    >
      <Formik<ClaimValues>
        initialValues={emptyClaim(user?.email ?? '')}
        validationSchema={claimSchema}
        onSubmit={async (values) => {
          if (filledVideos(values).length === 0) {
            toast({ title: BATTLE_VIDEOS_REQUIRED_TITLE, description: BATTLE_VIDEOS_REQUIRED_TEXT, variant: 'destructive' });
            return;
          }
          setBusy(true);
          try {
            await requestClaim({ battlerId, body: toClaimBody(battlerId, values) }).unwrap();
            toast({
              title: 'Claim Request Submitted',
              description: "Your claim request has been submitted for admin review. You'll receive an email confirmation shortly.",
            });
            onClose();
          } catch (err) {
            toast({ title: 'Submission Failed', description: errorMessage(err, 'Failed to submit claim request'), variant: 'destructive' });
          } finally {
            setBusy(false);
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label={`Claim request for ${battlerName}`}>
            <FocusFirstError />
            <FormikField name="contactEmail" label="Contact email" type="email" autoComplete="email" />
            <FormikField name="contactPhone" label="Contact phone (optional)" type="tel" autoComplete="tel" />
            <BattleVideos values={values} />
            <Group>
              <legend>Social media links (optional)</legend>
              {SOCIAL_PLATFORMS.map((p) => (
                <FormikField key={p} name={`socialMediaLinks.${p}`} label={SOCIAL_LABELS[p]} type="url" inputMode="url" placeholder="https://" />
              ))}
            </Group>
            <FormikTextArea
              name="battleHistory"
              label="Battle history"
              min={BATTLE_HISTORY_MIN}
              rows={5}
              placeholder="Leagues, events and opponents you have battled"
            />
            <FormikTextArea name="additionalInfo" label="Additional information (optional)" />
            <DialogActions>
              <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Submit Claim Request
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
