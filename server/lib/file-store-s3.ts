import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import type { FileStore } from './file-store';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** S3's smallest part; one part at a time, so an upload holds at most about this much. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket, shared by every instance. A write streams the upload: a file
 * of up to one part goes as one PutObject, a bigger one as a multipart upload of 5 MB parts
 * (lib-storage's Upload; aborted on failure, so no parts stay behind). Reads stream GetObject's
 * body. Checksums are sent only where the API requires them, as S3-compatible services other than
 * AWS (MinIO, Ceph, R2, B2) expect.
 */
export async function s3FileStore(config: S3Config): Promise<FileStore & { close(): void }> {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    throw new Error(`S3 bucket «${Bucket}» at ${config.endpoint} is not reachable: ${String(error)}`);
  }
  return {
    async write(key, body, mime) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: mime },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      // The upload's own refusal (413) wins over what S3 answers to the aborted upload after it.
      let bodyError: unknown = null;
      body.once('error', (error) => {
        bodyError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        throw bodyError ?? error;
      }
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return {
          body: answer.Body,
          size: Number(answer.ContentLength ?? 0),
          mime: answer.ContentType ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
