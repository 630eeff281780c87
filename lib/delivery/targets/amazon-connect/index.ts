// Amazon Connect ([deliver]): the customer creates an IAM role in their account that trusts ours
// with the external id we generated, and names their instance and an S3 bucket. Connecting assumes
// the role and lists one prompt (proof of the role and of connect:ListPrompts). A send stages the
// file in their bucket, then CreatePrompt imports it; a resend (the previous receipt's prompt id)
// uploads the file again and UpdatePrompt points the same prompt at it, so flows keep working.
import { createHash } from 'node:crypto';
import {
  CreatePromptCommand,
  ListPromptsCommand,
  UpdatePromptCommand,
  type ConnectClient,
} from '@aws-sdk/client-connect';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DeliveryError, type DeliveryTarget, type TargetConfig } from '../types';
import { assumeRole, awsError, type AwsClients } from './aws';
import { amazonConnectCredentials, parseFields, type AmazonConnectCredentials } from './fields';

/** Connect prompt names: 1–127 characters (CreatePrompt API reference); printable only. */
export function amazonConnectName(display: string): string {
  const clean = display.normalize('NFC').replace(/\p{C}+/gu, ' ').replace(/\s+/g, ' ').trim();
  return clean.slice(0, 127).trim() || 'Greeting';
}

/** A file key's own tag in the object key, so two orders' "01 Welcome" never share an object. */
const keyTag = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 12);

async function withClients<T>(
  config: TargetConfig,
  c: AmazonConnectCredentials,
  run: (clients: AwsClients) => Promise<T>,
): Promise<T> {
  const clients = await assumeRole(config, c);
  try {
    return await run(clients);
  } finally {
    clients.connect.destroy();
    clients.s3.destroy();
  }
}

/** The prompt of that name, when an earlier send created it but its receipt was lost. */
async function promptNamed(connect: ConnectClient, instanceId: string, name: string): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await connect.send(new ListPromptsCommand({ InstanceId: instanceId, MaxResults: 100, NextToken }));
    const hit = page.PromptSummaryList?.find((p) => p.Name === name);
    if (hit?.Id) return hit.Id;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

export function amazonConnectTarget(config: TargetConfig): DeliveryTarget<AmazonConnectCredentials> {
  return {
    id: 'amazon-connect',
    credentials: amazonConnectCredentials,
    connectMethod: {
      kind: 'fields',
      fields: [
        { name: 'instance', secret: false, label: 'instance' },
        // An instance ARN names its region: the field is needed only with a bare instance id.
        { name: 'region', secret: false, label: 'region', optional: true },
        { name: 'roleArn', secret: false, label: 'roleArn' },
        { name: 'bucket', secret: false, label: 'bucket' },
      ],
      connect: async (input, generated) => {
        const c = parseFields(input, generated.externalId);
        if (!c) throw new DeliveryError('format-rejected', false, 'Amazon Connect fields do not name an instance, role and bucket');
        await withClients(config, c, async ({ connect }) => {
          await connect.send(new ListPromptsCommand({ InstanceId: c.instanceId, MaxResults: 1 })).catch((error: unknown) => {
            throw awsError('Connect', error);
          });
        });
        return c;
      },
    },
    // Amazon Connect Administrator Guide, "Create prompts": .wav files, 8 kHz, mono, U-Law
    // encoding, less than 50 MB and less than 5 minutes.
    format: {
      container: 'wav',
      codec: 'pcm_mulaw',
      sampleRate: 8000,
      channels: 1,
      maxBytes: 50 * 1024 * 1024,
      maxSeconds: 5 * 60,
      limitsExclusive: true,
      name: amazonConnectName,
    },
    deliver: ({ credentials: c, file, previous }) =>
      withClients(config, c, async ({ connect, s3 }) => {
        const Name = amazonConnectName(file.displayName);
        const key = `greeting-studio/${keyTag(file.key)}.${file.audio.extension}`;
        await s3
          .send(new PutObjectCommand({ Bucket: c.bucket, Key: key, Body: file.audio.bytes, ContentType: file.audio.mime }))
          .catch((error: unknown) => {
            throw awsError('S3', error);
          });
        const S3Uri = `s3://${c.bucket}/${key}`;
        const update = (PromptId: string) =>
          connect.send(new UpdatePromptCommand({ InstanceId: c.instanceId, PromptId, Name, S3Uri }));
        const create = () => connect.send(new CreatePromptCommand({ InstanceId: c.instanceId, Name, S3Uri }));
        try {
          let answer;
          if (previous) {
            // The customer may have deleted the prompt since: then it is created again.
            answer = await update(previous.remoteId).catch((error: unknown) => {
              if ((error as { name?: string }).name === 'ResourceNotFoundException') return create();
              throw error;
            });
          } else {
            answer = await create().catch(async (error: unknown) => {
              // Sent before but the receipt was lost: the prompt of that name is ours to update.
              if ((error as { name?: string }).name !== 'DuplicateResourceException') throw error;
              const id = await promptNamed(connect, c.instanceId, Name);
              if (!id) throw error;
              return update(id);
            });
          }
          if (!answer.PromptId) throw new DeliveryError('unavailable', true, 'Connect answered without a prompt id');
          return { receipt: { remoteId: answer.PromptId } };
        } catch (error) {
          throw awsError('Connect', error);
        }
      }),
  };
}
