// One face waiting for a reviewer (decision 051): the new face's photos large,
// the burst's frames, liveness per model against the marks, and beside it
// what it is judged against (the face it replaces, or the look-alike
// accounts). Opening it writes face.view in the audit trail.
import type { EndpointResult } from '@rosto/contract/endpoints';
import { faceRejectReasons } from '@rosto/contract/schemas/console-reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { formatAge } from '../../../lib/format-time';
import { useApproveFaceReview, useRejectFaceReview } from '../api/decide-face-review';
import { useFaceReview } from '../api/get-face-review';
import { faceReviewsQueryOptions, useFaceReviews } from '../api/get-face-reviews';
import { ReviewDecisions } from './review-decisions';
import { Score, useFormatScore } from './score';

type FaceReview = EndpointResult<'consoleFaceReview'>;
type NewFace = FaceReview['faces'][number];

function NewFaceEvidence({ face, live }: { face: NewFace; live: number }) {
  const { t } = useTranslation();
  const format = useFormatScore();
  const glasses = face.usesGlasses ? t('reviews.faces.withGlasses') : t('reviews.faces.noGlasses');
  return (
    <figure className="review-face">
      <div className="review-photos">
        <img
          className="review-photo"
          src={face.photo}
          alt={t('reviews.faces.enrolmentPhoto', { glasses })}
        />
        {face.livenessPhoto !== null && (
          <img
            className="review-photo"
            src={face.livenessPhoto}
            alt={t('reviews.faces.livenessPhoto', { glasses })}
          />
        )}
      </div>
      {face.frames.length > 0 && (
        <ul className="review-frames" aria-label={t('reviews.faces.frames')}>
          {face.frames.map((frame, index) => (
            <li key={index}>
              <img
                src={frame}
                alt={t('reviews.faces.frame', { index: index + 1, total: face.frames.length })}
              />
            </li>
          ))}
        </ul>
      )}
      <figcaption>
        <dl className="review-facts">
          <dt>{t('reviews.faces.glasses')}</dt>
          <dd>{glasses}</dd>
          <dt>{t('reviews.faces.liveness')}</dt>
          <dd>
            <Score score={face.liveness.score} mark={live} />
          </dd>
          {face.liveness.models && (
            <>
              <dt>{t('reviews.faces.models')}</dt>
              <dd>
                Silent-Face {format(face.liveness.models.silentFace)} · Anti-spoof{' '}
                {format(face.liveness.models.antispoof)} · Liveness{' '}
                {format(face.liveness.models.liveness)}
              </dd>
            </>
          )}
          {face.liveness.burst && (
            <>
              <dt>{t('reviews.faces.burst')}</dt>
              <dd>
                {t(`reviews.faces.evidence.${face.liveness.burst.evidence}`)} (
                {t('reviews.faces.burstFrames', { count: face.liveness.burst.frames })})
              </dd>
            </>
          )}
          {face.liveness.challenge && (
            <>
              <dt>{t('reviews.faces.challenge')}</dt>
              <dd>
                {t(`reviews.faces.challengeAction.${face.liveness.challenge.action}`)}:{' '}
                {face.liveness.challenge.failure === null
                  ? t('reviews.faces.challengePassed')
                  : t(`reviews.faces.challengeFailure.${face.liveness.challenge.failure}`)}
              </dd>
            </>
          )}
        </dl>
      </figcaption>
    </figure>
  );
}

function JudgedAgainst({ review }: { review: FaceReview }) {
  const { t } = useTranslation();
  const { samePerson } = review.thresholds;
  if (review.replaces) {
    return (
      <section className="review-against" aria-labelledby="against-title">
        <h2 id="against-title">{t('reviews.faces.replaces')}</h2>
        <p>
          {t('reviews.faces.similarity')} <Score score={review.replaces.score} mark={samePerson} />
        </p>
        <div className="review-photos">
          {review.replaces.faces.map((face, index) => (
            <img
              key={index}
              className="review-photo"
              src={face.photo}
              alt={t('reviews.faces.currentPhoto', {
                glasses: face.usesGlasses
                  ? t('reviews.faces.withGlasses')
                  : t('reviews.faces.noGlasses'),
              })}
            />
          ))}
        </div>
      </section>
    );
  }
  if (review.lookAlikes.length === 0) return null;
  return (
    <section className="review-against" aria-labelledby="against-title">
      <h2 id="against-title">{t('reviews.faces.lookAlikes')}</h2>
      <ul className="review-look-alikes">
        {review.lookAlikes.map((other) => (
          <li key={other.userId}>
            {other.photo ? (
              <img
                className="review-photo"
                src={other.photo}
                alt={t('reviews.faces.otherPhoto', { name: other.firstName })}
              />
            ) : (
              <p className="muted">{t('reviews.faces.noPhoto')}</p>
            )}
            <p>
              <strong>{other.firstName}</strong> · {t('reviews.faces.similarity')}{' '}
              <Score score={other.similarity} mark={samePerson} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FaceReviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const review = useFaceReview(id);
  // The queue, for the next item (N/J, and after a decision).
  useFaceReviews();
  const approve = useApproveFaceReview(id);
  const reject = useRejectFaceReview(id);
  const data = review.data;
  return (
    <Page
      title={
        data ? t('reviews.faces.itemTitle', { name: data.firstName }) : t('reviews.faces.item')
      }
    >
      <p>
        <Link to={paths.faceReviews.href}>{t('reviews.backToQueue')}</Link>
      </p>
      {data ? (
        <>
          <p>
            <strong>{t(`reviews.faces.kind.${data.kind}`)}</strong> ·{' '}
            {t('reviews.waiting', { age: formatAge(data.waitingSince, review.dataUpdatedAt, t) })}
          </p>
          <div className="review-columns">
            <section aria-labelledby="new-face-title">
              <h2 id="new-face-title">{t('reviews.faces.newFace')}</h2>
              {data.faces.map((face) => (
                <NewFaceEvidence key={face.savedAt} face={face} live={data.thresholds.live} />
              ))}
            </section>
            <JudgedAgainst review={data} />
          </div>
        </>
      ) : review.isError ? (
        <ErrorAlert error={review.error} onRetry={() => void review.refetch()} />
      ) : (
        <Loading label={t('common.loading')} />
      )}
      <ReviewDecisions
        id={id}
        ready={data !== undefined}
        readQueue={() =>
          queryClient.getQueryData(faceReviewsQueryOptions().queryKey)?.items.map((i) => i.id)
        }
        itemHref={paths.faceReview.href}
        queueHref={paths.faceReviews.href}
        reasons={faceRejectReasons}
        approve={approve}
        reject={reject}
      />
    </Page>
  );
}
