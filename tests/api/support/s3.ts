import { S3Client } from '@aws-sdk/client-s3';
import type { S3Server } from '../../../scripts/topology/s3';

/** A client of the test server's bucket, to look at what the app stored there. */
export const bucketClient = ({ config }: Pick<S3Server, 'config'>) =>
  new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
